// API throughput against the ceiling (#15): a bare Express 5 endpoint answering a 10-row JSON list, and the real
// API on the large archive, loaded with autocannon (in a child process) at 10 and 100 connections. Each public call
// a reader's pages make is measured right after a fresh run of the bare endpoint at the same connection count and
// printed as a ratio of its requests per second, with p50/p99, errors, non-2xx answers and the server's CPU time
// per answer (a markdown table, also written into bench/README.md between its bench:http markers). Each URL is
// asked once before the load (its first, cold answer is printed), then a warm-up load: the figures are the steady
// state of readers coming back to the same pages. Each figure is the best of HTTP_BENCH_ROUNDS (default 2) runs of
// HTTP_BENCH_SECONDS (default 5). HTTP_BENCH_PROFILE_DIR=<dir> writes a CPU profile of the API's process over
// each case's measured runs (not the seed, not the warm-up); HTTP_BENCH_ENCODING sets the Accept-Encoding sent.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  ARTIST_PAGE_TAB_LIST,
  artistKey,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORT_OPTIONS,
  type TabListResponse,
  type TagDataFile,
  tabBySlugsKey,
  tabListKey,
} from '@acorduri/contracts';
import type autocannon from 'autocannon';
import { cacheFiles } from '../api/src/cache/cacheFiles';
import { percentile } from './latency';
import { AUTOCOMPLETE_TERMS } from './searchTerms';
import { withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);
const SECONDS = Number(process.env.HTTP_BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 100] as const;
const WARM_UP_SECONDS = SECONDS;
const ROUNDS = Number(process.env.HTTP_BENCH_ROUNDS ?? 2);
/** Distinct URLs per case, spread over the archive: readers do not all ask for the same tab. */
const URLS_PER_CASE = 50;
/** Only the cases whose label contains one of these texts, separated by `|` (profiling one call). */
const ONLY = process.env.HTTP_BENCH_ONLY ?? '';
const picked = (label: string) => ONLY.split('|').some((text) => label.includes(text));
const PROFILE_DIR = process.env.HTTP_BENCH_PROFILE_DIR;
/** The Accept-Encoding every request sends: identity by default (no compression, as before); browsers send `gzip, deflate, br`. */
const ENCODING = process.env.HTTP_BENCH_ENCODING ?? 'identity';

interface BenchCase {
  readonly label: string;
  readonly paths: readonly string[];
}

interface Measure {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Milliseconds of the server process's CPU per answer. */
  readonly cpuPerRequest: number;
}

const BARE_ROWS = Array.from({ length: 10 }, (_, i) => ({
  id: `65a0c0ffee0000000000000${i}`,
  title: `Cântecul ${i + 1}`,
  slug: `cantecul-${i + 1}`,
  artist: { name: 'Artistul', slug: 'artistul' },
  rating: 4.5,
  favouriteCount: 10 + i,
}));

/**
 * The ceiling: Express 5 serialising a 10-row list on every request, nothing else, in a process of its own so the
 * API's heap (3.4 GB with the 100k archive) and its collections do not slow it down. `/cpu` answers the
 * process's CPU time so far (microseconds), for its CPU per answer.
 */
const BARE_SCRIPT = `const express = require('express');
const rows = JSON.parse(process.env.BARE_ROWS);
const app = express();
app.get('/list', (_req, res) => { res.json({ tabs: rows, total: rows.length }); });
app.get('/cpu', (_req, res) => { const { user, system } = process.cpuUsage(); res.json(user + system); });
const server = app.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;

interface BareEndpoint {
  readonly base: string;
  readonly process: ChildProcess;
}

async function startBareEndpoint(): Promise<BareEndpoint> {
  const child = spawn(process.execPath, ['-e', BARE_SCRIPT], {
    cwd: __dirname,
    env: { ...process.env, BARE_ROWS: JSON.stringify(BARE_ROWS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare endpoint exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
  });
  return { base: `http://127.0.0.1:${port}`, process: child };
}

/** The measured server's CPU time so far in microseconds: this process (the API) or the bare endpoint's. */
type CpuClock = () => Promise<number>;
const ownCpu: CpuClock = async () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const bareCpu =
  (bare: BareEndpoint): CpuClock =>
  () =>
    getJson<number>(`${bare.base}/cpu`);

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every `step`-th element, at most `count` of them. */
const spread = <T>(items: readonly T[], count: number): T[] =>
  items.filter((_, i) => i % Math.max(1, Math.floor(items.length / count)) === 0).slice(0, count);

/** The URLs the public pages ask for, built with the front end's own keys from what the archive holds. */
async function benchCases(base: string): Promise<BenchCase[]> {
  const newest = await getJson<TabListResponse>(
    `${base}/api/tab?limit=500&offset=0&orderby=created_at&sort=desc`,
  );
  const tabs = spread(newest.tabs, URLS_PER_CASE);
  const artistSlugs = [...new Set(tabs.map((tab) => tab.artist.slug).filter(Boolean))];
  const stamps = await getJson<{ files: Record<string, number> }>(`${base}/api/cache`);
  const tagStamp = stamps.files['tag-data.json'];
  if (tagStamp === undefined) throw new Error('tag-data.json was not generated');
  const { tags } = await getJson<TagDataFile>(`${base}/cache/tag-data.json?t=${tagStamp}`);
  const sort = CATEGORY_SORT_OPTIONS[0];
  const categoryPages = tags
    .filter((tag) => tag.tabCount > 0)
    .flatMap((tag) =>
      [1, 2, 3].map((page) =>
        tabListKey(
          { tagSlug: tag.slug },
          { page, pageSize: CATEGORY_PAGE_SIZE, ...(sort ? { orderby: sort.orderby, sort: sort.sort } : {}) },
        ),
      ),
    );
  return [
    {
      label: 'tab call (/api/tab/by-slug)',
      paths: tabs.map((tab) => tabBySlugsKey(tab.artist.slug, tab.slug)),
    },
    { label: 'category tab list (/api/tab?tagSlug)', paths: spread(categoryPages, URLS_PER_CASE) },
    {
      label: 'artist tab list (/api/tab?artistSlug)',
      paths: artistSlugs.map((slug) => tabListKey({ artistSlug: slug }, ARTIST_PAGE_TAB_LIST)),
    },
    { label: 'artist call (/api/artist/{slug})', paths: artistSlugs.map(artistKey) },
    {
      label: 'autocomplete',
      paths: AUTOCOMPLETE_TERMS.map((term) => `/api/search/autocomplete?search=${encodeURIComponent(term)}`),
    },
    {
      label: 'tab page HTML (/acorduri/…)',
      paths: tabs.map((tab) => `/acorduri/${tab.artist.slug}/${tab.slug}`),
    },
    {
      label: 'cache file (/cache/*.json)',
      paths: Object.entries(stamps.files).map(([file, stamp]) => `/cache/${file}?t=${stamp}`),
    },
  ];
}

/**
 * Each path once, one at a time, asked as autocannon asks (the same Accept-Encoding, so the same kept answer): the
 * first (cold) answers' latencies, sorted; fails on a non-2xx. Without it, a 10-connection warm-up, whose every
 * connection walks the URLs from the first, left the last ones to be read for the first time in the measured run.
 */
async function firstRequests(base: string, paths: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': ENCODING } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Runs autocannon with the options in AUTOCANNON_OPTIONS and prints its result as JSON (a child process). */
const LOAD_SCRIPT = `require('autocannon')(JSON.parse(process.env.AUTOCANNON_OPTIONS), (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify(result));
});`;

/**
 * autocannon in a child process, so the server's process does nothing but serve: its CPU time over the run,
 * divided by the answers, is a cost per request that the other engineers' load on the machine barely moves.
 */
async function load(
  base: string,
  cpuClock: CpuClock,
  paths: readonly string[],
  connections: number,
  seconds = SECONDS,
): Promise<Measure> {
  const options = {
    url: base,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ENCODING },
    requests: paths.map((path) => ({ method: 'GET', path })),
  };
  const cpuBefore = await cpuClock();
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', LOAD_SCRIPT],
      {
        cwd: __dirname,
        env: { ...process.env, AUTOCANNON_OPTIONS: JSON.stringify(options) },
        maxBuffer: 1 << 24,
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
  const cpu = (await cpuClock()) - cpuBefore;
  const result = JSON.parse(output) as autocannon.Result;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuPerRequest: cpu / 1000 / Math.max(1, result.requests.total),
  };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function row(label: string, connections: number, measure: Measure, bare: Measure): string {
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  return [
    label,
    connections,
    measure.rps.toFixed(0),
    percent(measure.rps, bare.rps),
    ms(measure.p50),
    ms(measure.p99),
    measure.errors,
    measure.non2xx,
    `${(measure.cpuPerRequest * 1000).toFixed(0)} µs`,
    percent(bare.cpuPerRequest, measure.cpuPerRequest),
    bare.rps.toFixed(0),
    ms(bare.p99),
  ]
    .join(' | ')
    .replace(/^/, '| ')
    .concat(' |');
}

/** Runs `measure` under a CPU profile of this process (the API's) written to PROFILE_DIR, if set. */
async function profiled<T>(label: string, measure: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(PROFILE_DIR, `${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stdout.write(`CPU profile: ${file}\n`);
    session.disconnect();
  }
}

const README = path.join(__dirname, 'README.md');
const TABLE_START = '<!-- bench:http table: written by http.bench.ts -->';
const TABLE_END = '<!-- /bench:http table -->';

/** Replaces the table between the markers of bench/README.md with this run's (only after a run of every case). */
function rewriteReadmeTable(table: string): void {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    process.stdout.write(`bench/README.md has no ${TABLE_START} marker: table not written\n`);
    return;
  }
  writeFileSync(README, `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`);
  process.stdout.write('bench/README.md: bench:http table rewritten\n');
}

async function measureCase(base: string, bare: BareEndpoint, benchCase: BenchCase): Promise<string[]> {
  const cold = await firstRequests(base, benchCase.paths);
  process.stdout.write(
    `${benchCase.label}: ${benchCase.paths.length} URLs, first request p50 ${ms(percentile(cold, 50))}, max ${ms(cold.at(-1) ?? 0)}\n`,
  );
  // Past the start's JIT and collections: the figures are the steady state.
  await load(base, ownCpu, benchCase.paths, CONNECTIONS[0], WARM_UP_SECONDS);
  const lines: string[] = [];
  await profiled(benchCase.label, async () => {
    for (const connections of CONNECTIONS) {
      let ceiling = await load(bare.base, bareCpu(bare), ['/list'], connections);
      let measure = await load(base, ownCpu, benchCase.paths, connections);
      // Best of ROUNDS: the machine is shared, a run that lost the CPU to someone else measures them, not us.
      for (let round = 1; round < ROUNDS; round++) {
        const bareAgain = await load(bare.base, bareCpu(bare), ['/list'], connections);
        const again = await load(base, ownCpu, benchCase.paths, connections);
        if (bareAgain.rps > ceiling.rps) ceiling = bareAgain;
        if (again.rps > measure.rps) measure = again;
      }
      const line = row(benchCase.label, connections, measure, ceiling);
      process.stdout.write(`${line}\n`);
      lines.push(line);
    }
  });
  return lines;
}

async function main(): Promise<void> {
  const bare = await startBareEndpoint();
  try {
    await withSeededApp(TABS, async (base) => {
      // The server generates them at start (src/server.ts); the seeded app is built without it.
      for (const file of cacheFiles.files) await cacheFiles.generate(file);
      const cases = await benchCases(base);
      const lines = [
        '| call | connections | req/s | of bare | p50 | p99 | errors | non-2xx | CPU/answer | of bare (CPU) | bare req/s | bare p99 |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ];
      const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
      for (const benchCase of cases.filter((each) => picked(each.label))) {
        lines.push(...(await measureCase(base, bare, benchCase)));
      }
      const source = process.env.BENCH_SEED_DIR
        ? `the archive of ${process.env.BENCH_SEED_DIR}`
        : `${TABS} tabs`;
      const heading = `${started} UTC, ${source}, best of ${ROUNDS} runs of ${SECONDS} s, load average ${loadavg()
        .map((each) => each.toFixed(1))
        .join(' / ')} at the end:`;
      const table = `${heading}\n\n${lines.join('\n')}`;
      process.stdout.write(`\n${table}\n`);
      if (!ONLY) rewriteReadmeTable(table);
    });
  } finally {
    bare.process.kill();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
