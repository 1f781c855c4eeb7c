// What a new reader's browser downloads and how Lighthouse rates it (issue #15): starts the built site (or measures
// BENCH_WEB_URL), loads each route in a fresh Chromium context for its JavaScript (brotli as served, every script
// until the network is quiet) and the time to its <h1>, runs Lighthouse (mobile preset, headless Debian Chromium)
// LIGHTHOUSE_RUNS times per page and prints the medians, then writes the table into bench/README.md.
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
}

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
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedians(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(url));
  const of = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
  };
}

function table(rows: { name: string; budgetKB?: number; js: ScriptBytes; lh?: LighthouseFigures }[]): string {
  const lines = [
    '| route | JS (brotli) | budget | scripts | to `<h1>` | performance | accessibility | best practices | SEO | LCP | TBT |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { name, budgetKB, js, lh } of rows) {
    const cells = [
      `${name} (\`${js.route}\`)`,
      `${(js.bytes / 1024).toFixed(1)} KB`,
      budgetKB ? `${budgetKB} KB${js.bytes > budgetKB * 1024 ? ' ✗' : ''}` : '–',
      String(js.requests),
      `${js.mainContentMs.toFixed(0)} ms`,
      ...(lh
        ? [
            String(lh.performance),
            String(lh.accessibility),
            String(lh.bestPractices),
            String(lh.seo),
            `${(lh.lcpMs / 1000).toFixed(2)} s`,
            `${lh.tbtMs.toFixed(0)} ms`,
          ]
        : ['–', '–', '–', '–', '–', '–']),
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

async function measure(base: string): Promise<void> {
  const paths = await budgetPaths(base);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: { name: string; budgetKB?: number; js: ScriptBytes; lh?: LighthouseFigures }[] = [];
  try {
    for (const name of [...BUDGET_ROUTES.map((route) => route.name), 'artist page'] as const) {
      const js = await measureScripts(browser, base, paths[name], ROUTE_READY[name]);
      const budgetKB = BUDGET_ROUTES.find((route) => route.name === name)?.budgetKB;
      process.stdout.write(
        `${name.padEnd(12)} ${(js.bytes / 1024).toFixed(1).padStart(6)} KB in ${js.requests} scripts, <h1> after ${js.mainContentMs.toFixed(0)} ms, ${js.waves} request waves\n`,
      );
      rows.push({ name, budgetKB, js });
    }
  } finally {
    await browser.close();
  }
  for (const row of rows) {
    if (!(LIGHTHOUSE_ROUTES as readonly string[]).includes(row.name)) continue;
    row.lh = await lighthouseMedians(`${base}${row.js.route}`);
    const lh = row.lh;
    process.stdout.write(
      `lighthouse ${row.name}: performance ${lh.performance}, accessibility ${lh.accessibility}, best practices ${lh.bestPractices}, SEO ${lh.seo}, LCP ${(lh.lcpMs / 1000).toFixed(2)} s, TBT ${lh.tbtMs.toFixed(0)} ms\n`,
    );
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const body = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load} (2 cores shared),`,
    `Lighthouse medians of ${RUNS} runs (mobile preset, headless \`/usr/bin/chromium\`); JavaScript from a fresh`,
    'desktop context (1366 × 900), brotli as served, every script until the network is quiet.',
    '',
    table(rows),
  ].join('\n');
  process.stdout.write(`load average ${load}\n`);
  writeReadme(body);
}

async function main(): Promise<void> {
  const given = process.env.BENCH_WEB_URL;
  if (given) {
    await measure(given.replace(/\/$/, ''));
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
    await measure(site.url);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
