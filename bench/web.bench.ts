// What a new reader's browser downloads and how Lighthouse rates it (issues #15, #28): starts the built site (or
// measures BENCH_WEB_URL) and the floor page (floorPage.ts: a bare React 19 page rendering a 60-row list), loads each
// route in a fresh Chromium context for its JavaScript (brotli bodies plus headers as transferred, every script
// until the network is quiet) and the time to its <h1>, runs Lighthouse (mobile preset, headless Debian Chromium)
// LIGHTHOUSE_RUNS rounds over every page and the floor (interleaved, so a change of load hits all alike), prints the
// medians against the floor's (TBT ÷ floor, performance − floor), then writes the table into bench/README.md.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import {
  BUDGET_ROUTES,
  budgetPaths,
  measureScripts,
  ROUTE_READY,
  type ScriptBytes,
} from '../e2e/support/scriptBytes';
import { startSite } from '../e2e/support/server';
import { type FloorPage, startFloorPage } from './floorPage';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where each run's full Lighthouse report is kept (its opportunities, LCP element and long tasks), if given. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const LIGHTHOUSE_ROUTES = ['home', 'tab page', 'search', 'artist page'] as const;
const README = path.join(__dirname, 'README.md');
const START = '<!-- web-bench:start -->';
const END = '<!-- web-bench:end -->';

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

type FigureKey = keyof LighthouseFigures;
const FIGURE_KEYS: readonly FigureKey[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Medians of each figure over the runs of one page. */
function medians(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: FigureKey) => median(runs.map((figures) => figures[key]));
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, of(key)])) as unknown as LighthouseFigures;
}

/** LIGHTHOUSE_RUNS rounds, each running every URL once in turn; the medians per URL. */
async function lighthouseRounds(urls: readonly string[]): Promise<Map<string, LighthouseFigures>> {
  const runs = new Map<string, LighthouseFigures[]>(urls.map((url) => [url, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const url of urls) {
      const figures = await lighthouseRun(url);
      // A run Lighthouse could not finish (a page timed out on a busy machine) has no metrics: left out of the
      // medians rather than sorted among them as NaN.
      if (!Number.isFinite(figures.tbtMs) || !Number.isFinite(figures.lcpMs)) {
        process.stdout.write(
          `round ${round} ${new URL(url).pathname}: Lighthouse gave no metrics, left out\n`,
        );
        continue;
      }
      runs.get(url)?.push(figures);
      process.stdout.write(
        `round ${round} ${new URL(url).pathname}: performance ${figures.performance}, TBT ${figures.tbtMs.toFixed(0)} ms, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, load ${loadText()}\n`,
      );
    }
  }
  return new Map([...runs].map(([url, figures]) => [url, medians(figures)]));
}

const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

interface Row {
  name: string;
  budgetKB?: number;
  js: ScriptBytes;
  lh?: LighthouseFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: readonly Row[], floor: LighthouseFigures): string {
  const lines = [
    '| route | JS (transferred) | budget | scripts | to `<h1>` | performance | − floor | TBT | ÷ floor | LCP | CLS | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { name, budgetKB, js, lh } of rows) {
    const cells = [
      `${name} (\`${js.route}\`)`,
      kb(js.bytes),
      budgetKB ? `${budgetKB} KB${js.bytes > budgetKB * 1024 ? ' ✗' : ''}` : '–',
      String(js.requests),
      `${js.mainContentMs.toFixed(0)} ms`,
      ...(lh
        ? [
            String(lh.performance),
            String(lh.performance - floor.performance),
            `${lh.tbtMs.toFixed(0)} ms`,
            (lh.tbtMs / floor.tbtMs).toFixed(2),
            `${(lh.lcpMs / 1000).toFixed(2)} s`,
            lh.cls.toFixed(3),
            String(lh.accessibility),
            String(lh.bestPractices),
            String(lh.seo),
          ]
        : ['–', '–', '–', '–', '–', '–', '–', '–', '–']),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function writeReadme(body: string): void {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const block = `${START}\n${body}\n${END}`;
  const next =
    start !== -1 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n## First visit: JavaScript and Lighthouse (\`bench:web\`)\n\n${block}\n`;
  writeFileSync(README, next);
}

async function measure(base: string, floorPage: FloorPage): Promise<void> {
  const loadBefore = loadText();
  const paths = await budgetPaths(base);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: Row[] = [];
  let floorJs: ScriptBytes;
  try {
    for (const name of [...BUDGET_ROUTES.map((route) => route.name), 'artist page'] as const) {
      const js = await measureScripts(browser, base, paths[name], ROUTE_READY[name]);
      const budgetKB = BUDGET_ROUTES.find((route) => route.name === name)?.budgetKB;
      process.stdout.write(
        `${name.padEnd(12)} ${(js.bytes / 1024).toFixed(1).padStart(6)} KB in ${js.requests} scripts, <h1> after ${js.mainContentMs.toFixed(0)} ms, ${js.waves} request waves\n`,
      );
      rows.push({ name, budgetKB, js });
    }
    floorJs = await measureScripts(browser, floorPage.url, '/');
  } finally {
    await browser.close();
  }
  const floorUrl = `${floorPage.url}/`;
  const lighthouseRows = rows.filter((row) => (LIGHTHOUSE_ROUTES as readonly string[]).includes(row.name));
  const figures = await lighthouseRounds([
    floorUrl,
    ...lighthouseRows.map((row) => `${base}${row.js.route}`),
  ]);
  for (const row of lighthouseRows) row.lh = figures.get(`${base}${row.js.route}`);
  const floor = figures.get(floorUrl);
  if (!floor) throw new Error('the floor page has no Lighthouse figures');
  const all: Row[] = [{ name: 'floor', js: floorJs, lh: floor }, ...rows];
  for (const { name, lh } of all) {
    if (!lh) continue;
    process.stdout.write(
      `lighthouse ${name}: performance ${lh.performance} (floor ${lh.performance - floor.performance >= 0 ? '+' : ''}${lh.performance - floor.performance}), TBT ${lh.tbtMs.toFixed(0)} ms (${(lh.tbtMs / floor.tbtMs).toFixed(2)} × floor), LCP ${(lh.lcpMs / 1000).toFixed(2)} s, CLS ${lh.cls.toFixed(3)}, accessibility ${lh.accessibility}, best practices ${lh.bestPractices}, SEO ${lh.seo}\n`,
    );
  }
  const loadAfter = loadText();
  const body = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${loadBefore} before and ${loadAfter} after (2 cores shared),`,
    `Lighthouse medians of ${RUNS} rounds (mobile preset, headless \`/usr/bin/chromium\`), each round every page and the floor`,
    `page (React 19 + react-dom rendering 60 rows, ${floorPage.bundler}, ${kb(floorPage.brotliBytes)} brotli, bare Express) in turn;`,
    'JavaScript from a fresh desktop context (1366 × 900), brotli bodies plus headers as transferred, every script until',
    'the network is quiet.',
    '',
    table(all, floor),
  ].join('\n');
  process.stdout.write(`load average ${loadBefore} before, ${loadAfter} after\n`);
  writeReadme(body);
}

async function main(): Promise<void> {
  const floorPage = await startFloorPage();
  try {
    await measureSite(floorPage);
  } finally {
    await floorPage.stop();
  }
}

async function measureSite(floorPage: FloorPage): Promise<void> {
  const given = process.env.BENCH_WEB_URL;
  if (given) {
    await measure(given.replace(/\/$/, ''), floorPage);
    return;
  }
  // The built site exactly as `npm start` serves it, seeding the demo archive into a throw-away folder.
  const site = await startSite(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'acorduri-web-bench-')),
      DB_ENGINE: 'embedded',
      RATE_LIMIT_SEARCH_MAX: '100000',
      RATE_LIMIT_AUTOCOMPLETE_MAX: '100000',
    },
    { healthTimeoutMs: 900_000 },
  );
  try {
    await measure(site.url, floorPage);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
