// Seeds the large archive (100,000 tabs by default, or the first argument) on the embedded engine in memory, then
// prints what the crawler-facing parts of the API cost: the sitemap index generated cold and served cached, every
// sitemap file (URLs and size), and the server-rendered page HTML of tab, artist, category and home pages cold
// (first render) and warm (from the page cache).
import { report } from './latency';
import { withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);

async function timed(url: string): Promise<{ ms: number; text: string; status: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { ms: performance.now() - started, text, status: res.status };
}

async function pageTimes(
  base: string,
  paths: readonly string[],
): Promise<{ cold: number[]; warm: number[] }> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (const path of paths) {
    const first = await timed(`${base}${path}`);
    if (first.status !== 200) throw new Error(`${path}: ${first.status}`);
    cold.push(first.ms);
    for (let round = 0; round < 3; round++) warm.push((await timed(`${base}${path}`)).ms);
  }
  return { cold: cold.sort((a, b) => a - b), warm: warm.sort((a, b) => a - b) };
}

async function main(): Promise<void> {
  await withSeededApp(TABS, async (base) => {
    const cold = await timed(`${base}/sitemap.xml`);
    const warm = await timed(`${base}/sitemap.xml`);
    process.stdout.write(
      `sitemap index: generated cold in ${cold.ms.toFixed(0)} ms, served cached in ${warm.ms.toFixed(1)} ms\n`,
    );
    const files = [...cold.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    let urls = 0;
    const tabUrls: string[] = [];
    const categoryUrls: string[] = [];
    for (const file of files) {
      const got = await timed(`${base}${file}`);
      const locs = [...got.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? '').pathname,
      );
      urls += locs.length;
      if (file.startsWith('/sitemap-tabs-')) tabUrls.push(...locs.filter((_, i) => i % 5000 === 0));
      categoryUrls.push(...locs.filter((path) => path.startsWith('/categorii/')).slice(0, 5));
      process.stdout.write(
        `  ${file.padEnd(26)} ${String(locs.length).padStart(6)} URLs  ${(got.text.length / 1024).toFixed(0)} KB  ${got.ms.toFixed(1)} ms\n`,
      );
    }
    process.stdout.write(`${files.length} sitemap files, ${urls} URLs\n`);

    const artistUrls = tabUrls.map((path) => path.replace(/^\/acorduri\/([^/]+)\/.*$/, '/artisti/$1'));
    const groups = {
      'tab page HTML': tabUrls,
      'artist page HTML': [...new Set(artistUrls)],
      'category page HTML': categoryUrls.slice(0, 5),
      'home page HTML': ['/'],
    };
    for (const [label, paths] of Object.entries(groups)) {
      const { cold: first, warm: cached } = await pageTimes(base, paths);
      report(`${label} cold`, first);
      report(`${label} cached`, cached);
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
