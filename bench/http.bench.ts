// Real-traffic throughput (#27): the API on the seeded archive (in this process, its engine in a worker thread)
// against a bare Express 5 endpoint (a process of its own), loaded by autocannon (a third process) at 10 and 100
// connections. Each public call a reader's pages make draws a fresh URL per request from every URL of that call
// over the whole archive (tab ids and slugs, every page of every list order, every category page, prefixes and
// words of the titles and artist names, every artist); beside it, the same call repeated on one URL. Each figure
// is the best of HTTP_BENCH_ROUNDS (default 2) runs of HTTP_BENCH_SECONDS (default 5), each right after a bare
// run. Then the mixed run: the same varied reads while a bounded writer writes once a second, as a share of their
// no-writer figure; and the cold single-flight check: 100 identical concurrent requests to a page never asked
// before, quiet and under the writer. A markdown report is printed and, after a run of every call, written into
// bench/README.md between its bench:http markers. HTTP_BENCH_ONLY=<text>|<text> keeps the calls whose label
// contains one of them; HTTP_BENCH_PROFILE_DIR=<dir> writes a CPU profile of the API's process over each call's
// measured runs; HTTP_BENCH_ENCODING sets the Accept-Encoding sent (identity by default).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { cacheFiles } from '../api/src/cache/cacheFiles';
import { delayCell, type EngineDelay, withEngineDelay } from './engineDelay';
import {
  type BareEndpoint,
  type ColdCheck,
  coldCheck,
  load,
  type Measure,
  ownCpu,
  PoolFiles,
  startBareEndpoint,
} from './httpLoad';
import { buildReadPools, type ReadCase } from './httpPools';
import { startWriter, type Writer, type WriterTally } from './httpWriter';
import { percentile } from './latency';
import { withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);
const SECONDS = Number(process.env.HTTP_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.HTTP_BENCH_ROUNDS ?? 2);
const CONNECTIONS = [10, 100] as const;
const ONLY = process.env.HTTP_BENCH_ONLY ?? '';
const picked = (label: string) => ONLY.split('|').some((text) => label.includes(text));
const PROFILE_DIR = process.env.HTTP_BENCH_PROFILE_DIR;
/** Identity by default (no compression); browsers send `gzip, deflate, br`. */
const ENCODING = process.env.HTTP_BENCH_ENCODING ?? 'identity';
const COLD_REQUESTS = 100;
const COLD_TIMEOUT_MS = 15_000;

interface Context {
  readonly base: string;
  readonly bare: BareEndpoint;
  readonly pools: PoolFiles;
  readonly barePool: string;
}

interface Paired {
  readonly measure: Measure & { engineDelay?: EngineDelay };
  /** The bare run right before the chosen one. */
  readonly bare: Measure;
}

interface CaseFigures {
  readonly label: string;
  readonly urls: number;
  readonly poolFile: string;
  readonly byConnections: Map<number, { varied: Paired; oneUrl: Paired }>;
}

const loadOf = (context: Context, poolFile: string, connections: number, seconds = SECONDS) =>
  withEngineDelay(() =>
    load({ base: context.base, cpu: ownCpu, poolFile, connections, seconds, encoding: ENCODING }),
  );
const bareLoad = (context: Context, connections: number) =>
  load({
    base: context.bare.base,
    cpu: context.bare.cpu,
    poolFile: context.barePool,
    connections,
    seconds: SECONDS,
    encoding: ENCODING,
  });

/** A bare run then a run of the pool, ROUNDS times: the best run with the bare run right before it. */
async function bestPaired(context: Context, poolFile: string, connections: number): Promise<Paired> {
  let best: Paired | undefined;
  // Best of ROUNDS: the machine is shared, a run that lost the CPU to someone else measures them, not us.
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await bareLoad(context, connections);
    const measure = await loadOf(context, poolFile, connections);
    if (!best || measure.rps > best.measure.rps) best = { measure, bare };
  }
  if (!best) throw new Error('HTTP_BENCH_ROUNDS must be at least 1');
  return best;
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
    mkdirSync(PROFILE_DIR, { recursive: true });
    const file = path.join(PROFILE_DIR, `${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stdout.write(`CPU profile: ${file}\n`);
    session.disconnect();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : '–');
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const tableRow = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The one URL of the "one URL" column: the pool's middle entry (checked to answer 2xx). */
async function oneUrlOf(base: string, readCase: ReadCase): Promise<string> {
  const url = readCase.paths[Math.floor(readCase.paths.length / 2)] as string;
  const res = await fetch(`${base}${url}`, { headers: { 'Accept-Encoding': ENCODING } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${readCase.label}: ${url} answered ${res.status}`);
  return url;
}

async function measureCase(context: Context, readCase: ReadCase): Promise<CaseFigures> {
  const poolFile = context.pools.write(readCase.paths);
  const oneUrlFile = context.pools.write([await oneUrlOf(context.base, readCase)]);
  // Past the start's JIT and collections (it also reads part of the pool once, as earlier visitors would have).
  await loadOf(context, poolFile, CONNECTIONS[0]);
  const byConnections = new Map<number, { varied: Paired; oneUrl: Paired }>();
  await profiled(readCase.label, async () => {
    for (const connections of CONNECTIONS) {
      const varied = await bestPaired(context, poolFile, connections);
      const oneUrl = await bestPaired(context, oneUrlFile, connections);
      byConnections.set(connections, { varied, oneUrl });
      process.stdout.write(
        `${readCase.label} @${connections}: varied ${varied.measure.rps.toFixed(0)} req/s (${share(varied.measure.rps, varied.bare.rps)} of bare, p99 ${ms(varied.measure.p99)}, errors ${varied.measure.errors}, non-2xx ${varied.measure.non2xx}); one URL ${oneUrl.measure.rps.toFixed(0)} req/s (${share(oneUrl.measure.rps, oneUrl.bare.rps)})\n`,
      );
    }
  });
  return { label: readCase.label, urls: readCase.paths.length, poolFile, byConnections };
}

function readsTable(figures: readonly CaseFigures[]): string {
  const lines = [
    '| call | URLs | conn. | req/s | of bare | p50 | p99 | errors | non-2xx | CPU/answer | engine loop delay p99 / max | one URL: req/s | of bare | p99 | bare req/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const figure of figures)
    for (const [connections, { varied, oneUrl }] of figure.byConnections)
      lines.push(
        tableRow([
          figure.label,
          figure.urls,
          connections,
          varied.measure.rps.toFixed(0),
          share(varied.measure.rps, varied.bare.rps),
          ms(varied.measure.p50),
          ms(varied.measure.p99),
          varied.measure.errors,
          varied.measure.non2xx,
          `${(varied.measure.cpuPerRequest * 1000).toFixed(0)} µs`,
          delayCell(varied.measure.engineDelay),
          oneUrl.measure.rps.toFixed(0),
          share(oneUrl.measure.rps, oneUrl.bare.rps),
          ms(oneUrl.measure.p99),
          varied.bare.rps.toFixed(0),
        ]),
      );
  return lines.join('\n');
}

/**
 * Every call's varied reads again, ROUNDS times a run without writes then a run while the writer writes once a
 * second: both figures come from the same minutes, with the read cache as warm for one as for the other.
 */
async function mixedRun(context: Context, figures: readonly CaseFigures[], writer: Writer) {
  const lines = [
    '| call | conn. | no writer: req/s | with writer: req/s | of no-writer | p50 | p99 | errors | non-2xx | writes ok / failed | engine loop delay p99 / max |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const figure of figures)
    for (const connections of figure.byConnections.keys()) {
      let quiet: Measure | undefined;
      let writing: (Measure & { engineDelay?: EngineDelay }) | undefined;
      const writes = { ok: 0, failed: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        await writer.pause();
        const without = await loadOf(context, figure.poolFile, connections);
        if (!quiet || without.rps > quiet.rps) quiet = without;
        const before = writer.tally();
        writer.resume();
        const withWrites = await loadOf(context, figure.poolFile, connections);
        const after = writer.tally();
        writes.ok += after.ok - before.ok;
        writes.failed += after.failed - before.failed;
        if (!writing || withWrites.rps > writing.rps) writing = withWrites;
      }
      if (!quiet || !writing) throw new Error('HTTP_BENCH_ROUNDS must be at least 1');
      const line = tableRow([
        figure.label,
        connections,
        quiet.rps.toFixed(0),
        writing.rps.toFixed(0),
        share(writing.rps, quiet.rps),
        ms(writing.p50),
        ms(writing.p99),
        writing.errors,
        writing.non2xx,
        `${writes.ok} / ${writes.failed}`,
        delayCell(writing.engineDelay),
      ]);
      process.stdout.write(`mixed: ${line}\n`);
      lines.push(line);
    }
  return lines.join('\n');
}

function coldRow(when: string, url: string, check: ColdCheck): string {
  const others = Object.entries(check.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  return tableRow([
    when,
    `\`${url}\``,
    `${check.answered} / ${check.requests}`,
    others || '–',
    check.failed,
    ms(check.p50Ms),
    ms(check.maxMs),
  ]);
}

const COLD_HEADER = [
  '| when | URL | answered (2xx) | other statuses | no answer in 15 s | p50 | max |',
  '| --- | --- | ---: | --- | ---: | ---: | ---: |',
];

function writerSummary(tally: WriterTally): string {
  const times = [...tally.times].sort((a, b) => a - b);
  const failures = tally.failures.length
    ? `; failures: ${[...new Set(tally.failures)].slice(0, 5).join('; ')}`
    : '';
  return `Writer: ${tally.ok} writes acknowledged, ${tally.failed} failed (p50 ${ms(percentile(times, 50))}, max ${ms(times.at(-1) ?? Number.NaN)})${failures}.`;
}

const README = path.join(__dirname, 'README.md');
const TABLE_START = '<!-- bench:http table: written by http.bench.ts -->';
const TABLE_END = '<!-- /bench:http table -->';

/** Replaces the report between the markers of bench/README.md with this run's. */
function rewriteReadme(report: string): void {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    process.stdout.write(`bench/README.md has no ${TABLE_START} marker: report not written\n`);
    return;
  }
  writeFileSync(README, `${readme.slice(0, start + TABLE_START.length)}\n${report}\n${readme.slice(end)}`);
  process.stdout.write('bench/README.md: bench:http report rewritten\n');
}

const loadAverage = () =>
  loadavg()
    .map((each) => each.toFixed(1))
    .join(' / ');

async function run(base: string, bare: BareEndpoint, pools: PoolFiles): Promise<string> {
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const loadAtStart = loadAverage();
  // The server generates them at start (src/server.ts); the seeded app is built without it.
  for (const file of cacheFiles.files) await cacheFiles.generate(file);
  const poolsStarted = performance.now();
  const { cases, tabs, coldPaths } = await buildReadPools();
  process.stdout.write(
    `pools from ${tabs.length} public tabs in ${((performance.now() - poolsStarted) / 1000).toFixed(1)} s: ${cases
      .map((each) => `${each.label} ${each.paths.length}`)
      .join(', ')}\n`,
  );
  const [quietColdUrl, writerColdUrl] = coldPaths;
  if (!quietColdUrl || !writerColdUrl) throw new Error('no page held back for the cold checks');
  const context: Context = { base, bare, pools, barePool: pools.write(['/list']) };

  // First, before any load has read the archive's pages.
  const quietCold = await coldCheck(`${base}${quietColdUrl}`, COLD_REQUESTS, COLD_TIMEOUT_MS, ENCODING);
  process.stdout.write(`cold check, quiet: ${JSON.stringify(quietCold)}\n`);

  const figures: CaseFigures[] = [];
  for (const readCase of cases.filter((each) => picked(each.label)))
    figures.push(await measureCase(context, readCase));

  const writer = await startWriter(base, tabs);
  let mixed: string;
  let writerCold: ColdCheck;
  try {
    mixed = await mixedRun(context, figures, writer);
    writer.resume();
    writerCold = await coldCheck(`${base}${writerColdUrl}`, COLD_REQUESTS, COLD_TIMEOUT_MS, ENCODING);
    process.stdout.write(`cold check, under the writer: ${JSON.stringify(writerCold)}\n`);
  } finally {
    await writer.stop();
  }

  const source = process.env.BENCH_SEED_DIR ? `the archive of ${process.env.BENCH_SEED_DIR}` : `${TABS} tabs`;
  return [
    `${started} UTC, ${source} (${tabs.length} public), best of ${ROUNDS} runs of ${SECONDS} s, Accept-Encoding ` +
      `${ENCODING}, load average ${loadAtStart} at the start and ${loadAverage()} at the end.`,
    '',
    'Varied reads (a fresh URL per request from the URLs column) and the same call on one URL:',
    '',
    readsTable(figures),
    '',
    'Mixed run: the same varied reads without writes, then while the writer writes once a second (favourite toggle, rating, comment, tab edit in turn):',
    '',
    mixed,
    '',
    writerSummary(writer.tally()),
    '',
    `Cold single flight: ${COLD_REQUESTS} identical concurrent requests to a list page no load had asked for:`,
    '',
    ...COLD_HEADER,
    coldRow('quiet, before any load', quietColdUrl, quietCold),
    coldRow('during the mixed run', writerColdUrl, writerCold),
  ].join('\n');
}

async function main(): Promise<void> {
  const bare = await startBareEndpoint();
  const pools = new PoolFiles();
  try {
    await withSeededApp(TABS, async (base) => {
      const report = await run(base, bare, pools);
      process.stdout.write(`\n${report}\n`);
      if (!ONLY) rewriteReadme(report);
    });
  } finally {
    pools.remove();
    bare.process.kill();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
