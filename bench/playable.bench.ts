// "Ce pot cânta" on the large archive (`--tabs 100000` by default, the first argument, or BENCH_SEED_DIR):
// p50/p95 through HTTP of /api/tab/playable (both capo modes), /api/chords/next and /api/tab/progression over
// varied chord sets, common 6–8 degree loops and 6–8 degree progressions that are not loops, with the machine's
// load average (the figures move with what else runs), the progression index's key count, and in-process reference
// totals of 5-step progressions (indexed run against the former rarest 4-step run + regular expression).
// An archive on an older chord-set version (a copied seed) is measured three times: before the backfill (answers
// read each tab as its version allows), while the background backfill runs (as a server runs it after it listens:
// paced batches under its lease), and after it, with the backfill's time and the journal's growth.
// BENCH_IN_PROCESS=1 runs the engine in the bench's own thread, as the API tests do: on a machine so loaded that
// the engine thread misses the driver's 30 s monitor heartbeat while seeding.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseDegree, progressionKey, progressionSteps } from '@acorduri/contracts';
import { SeededRandom } from '@acorduri/demo-data';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose from 'mongoose';
import { createApp } from '../api/src/app';
import { backfillChordSets, oldestChordSetVersion } from '../api/src/chordSets/chordSet.backfill';
import { ChordSetBackfill } from '../api/src/chordSets/chordSetBackfillJob';
import { CHORD_SET_VERSION } from '../api/src/chordSets/tabChordFields';
import { connectMongoose } from '../api/src/db/connect';
import { createLogger } from '../api/src/logger';
import { escapeRegex } from '../api/src/search/searchFilter';
import { seedDemo } from '../api/src/seed/seedDemo';
import { TabModel } from '../api/src/tabs/tab.model';
import { report, timeCalls, timeRequests } from './latency';
import { benchConfig, whileListening, withSeededApp } from './seededApp';

const TABS = Number(process.argv[2] ?? 100_000);
const CHORD_SETS = 40;

/** Chords readers know, open shapes first: the sets are drawn from them, from one chord to a dozen. */
const CHORDS = [
  'G',
  'C',
  'D',
  'Em',
  'Am',
  'E',
  'A',
  'Dm',
  'F',
  'Bm',
  'B7',
  'A7',
  'E7',
  'D7',
  'G7',
  'C7',
  'F#m',
  'Gm',
  'Bb',
  'C#m',
  'G#m',
  'B',
  'Cmaj7',
  'Am7',
  'Em7',
  'Dsus4',
  'Asus2',
  'Fmaj7',
];

const PROGRESSIONS = [
  'I-V-vi-IV',
  'vi-IV-I-V',
  'I-IV-V',
  'ii-V-I',
  'i-VI-III-VII',
  'I-vi-IV-V',
  'i-iv-v',
  'I-V',
  'IV-V-I',
  'I-bVII-IV',
  'I-V-vi-iii-IV-I-IV-V',
  'vi-IV-I-V-vi',
  'I-IV-I-V-I',
];

/** Common loops longer than the indexed five steps: their total still tests every tab holding their rarest 5-run. */
const LONG_LOOPS = ['vi-IV-I-V-vi-IV', 'I-V-vi-IV-I-V', 'i-VI-III-VII-i-VI-III', 'I-V-vi-IV-I-V-vi-IV'];
/** Long progressions that repeat no loop of 2–4 (a verse loop into a chorus loop, a five-chord turn): run + chain. */
const LONG_NOT_LOOPS = ['I-V-vi-IV-vi-IV-I-V', 'vi-IV-I-V-I-V-vi-IV', 'I-V-vi-iii-IV-I'];

const stepsOf = (degrees: string) =>
  progressionSteps(degrees.split('-').map((degree) => parseDegree(degree)!));

/**
 * Reference at the same load: the totals of the 5-step progressions counted from their indexed run, and as they were
 * counted before 5-step runs were indexed (the rarest 4-step run, then a regular expression on every holder's chain).
 */
async function referenceFiveStepTotals(): Promise<void> {
  const fives = PROGRESSIONS.map(stepsOf).filter((steps) => steps.length === 5);
  const count = (filter: object) => TabModel.countDocuments({ ...filter, isPublic: true });
  const byRun = (steps: string[]) => () => count({ progressionGrams: progressionKey(steps) });
  const byRegex = (steps: string[]) => async () => {
    const runs = [steps.slice(0, 4), steps.slice(1)].map(progressionKey);
    const counts = await Promise.all(runs.map((run) => count({ progressionGrams: run })));
    const rarest = runs[counts.indexOf(Math.min(...counts))];
    return count({
      progressionGrams: rarest,
      progressionSteps: { $regex: escapeRegex(`-${progressionKey(steps)}-`) },
    });
  };
  report('5-step total, its 5-run', await timeCalls(fives.map(byRun)), 40);
  report('5-step total, 4-run + regex (before)', await timeCalls(fives.map(byRegex)), 40);
}

function chordSets(): string[] {
  const random = new SeededRandom('playable-bench');
  return Array.from({ length: CHORD_SETS }, () => random.sample(CHORDS, random.int(1, 12)).join(','));
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function withInProcessApp(tabs: number, use: (base: string) => Promise<unknown>): Promise<void> {
  const engine = await startEmbeddedMongo();
  const logger = createLogger('silent');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-playable-bench-'));
  try {
    await connectMongoose(`${engine.uri}/acorduri_bench`);
    const started = performance.now();
    await seedDemo(logger, { tabs });
    process.stdout.write(
      `seeded ${tabs} tabs in ${((performance.now() - started) / 1000).toFixed(1)} s (in process)\n`,
    );
    const config = benchConfig(dataDir);
    await whileListening(createApp({ config, logger, dbEngine: 'embedded' }), use);
  } finally {
    await mongoose.disconnect();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchCases(): [string, string[]][] {
  const sets = chordSets();
  const progressions = (label: string, list: readonly string[], query = ''): [string, string[]] => [
    label,
    list.map((degrees) => `/api/tab/progression?degrees=${degrees}${query}`),
  ];
  return [
    ['playable capo=0', sets.map((chords) => `/api/tab/playable?chords=${encodeURIComponent(chords)}`)],
    [
      'playable capo=any',
      sets.map((chords) => `/api/tab/playable?chords=${encodeURIComponent(chords)}&capo=any`),
    ],
    [
      'playable capo=any page 3',
      sets.map((chords) => `/api/tab/playable?chords=${encodeURIComponent(chords)}&capo=any&offset=40`),
    ],
    ['next capo=0', sets.map((chords) => `/api/chords/next?chords=${encodeURIComponent(chords)}`)],
    ['next capo=any', sets.map((chords) => `/api/chords/next?chords=${encodeURIComponent(chords)}&capo=any`)],
    progressions('progression', PROGRESSIONS),
    progressions('progression page 3', PROGRESSIONS, '&offset=40'),
    progressions('progression 6–8 loops', LONG_LOOPS),
    progressions('progression 6–8 not loops', LONG_NOT_LOOPS),
  ];
}

async function measure(base: string, title: string): Promise<void> {
  process.stdout.write(`-- ${title} (load ${load()})\n`);
  for (const [label, urls] of benchCases()) report(label, await timeRequests(base, urls));
}

/** Counted in the bench from a cursor (an aggregate over every tab would hold the engine's thread for long). */
async function printIndexSize(): Promise<void> {
  let tabs = 0;
  let keys = 0;
  let loops = 0;
  const cursor = TabModel.find({}, { _id: 0, progressionGrams: 1 }).lean().cursor({ batchSize: 1000 });
  for await (const tab of cursor) {
    tabs++;
    keys += tab.progressionGrams.length;
    loops += tab.progressionGrams.filter((gram) => gram.includes('~')).length;
  }
  process.stdout.write(`progression index: ${keys} keys (${loops} loop keys) for ${tabs} tabs\n`);
}

const journalBytes = (dataDir: string | undefined) => {
  try {
    return dataDir ? statSync(path.join(dataDir, 'db', 'acorduri.journal')).size : undefined;
  } catch {
    return undefined;
  }
};
const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * The background backfill as a server runs it (ChordSetBackfill, its default pacing), timed, with the cases
 * measured again and again while it runs; then the journal's growth.
 */
async function backfillBehindReads(base: string, dataDir: string | undefined): Promise<void> {
  const journalBefore = journalBytes(dataDir);
  const started = performance.now();
  const job = new ChordSetBackfill(createLogger('silent'));
  job.start();
  let done = false;
  const finished = (async () => {
    while ((await oldestChordSetVersion()) < CHORD_SET_VERSION) await new Promise((r) => setTimeout(r, 500));
    done = true;
  })();
  const during = new Map<string, number[]>();
  let passes = 0;
  while (!done) {
    for (const [label, urls] of benchCases()) {
      const times = during.get(label) ?? [];
      times.push(...(await timeRequests(base, urls, {}, 1)));
      during.set(label, times);
    }
    passes++;
  }
  await finished;
  await job.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `-- while the background backfill ran (${seconds} s, ${passes} passes, load ${load()})\n`,
  );
  for (const [label, times] of during)
    report(
      label,
      times.sort((a, b) => a - b),
    );
  const journalAfter = journalBytes(dataDir);
  process.stdout.write(
    `journal ${megabytes(journalBefore)} -> ${megabytes(journalAfter)} over the backfill\n`,
  );
}

async function main(): Promise<void> {
  const withApp = process.env.BENCH_IN_PROCESS === '1' ? withInProcessApp : withSeededApp;
  await withApp(TABS, async (base: string, dataDir?: string) => {
    const oldest = await oldestChordSetVersion();
    process.stdout.write(`oldest chord-set version ${oldest} (current ${CHORD_SET_VERSION})\n`);
    await printIndexSize();
    if (oldest === 0) {
      // Tabs never derived are left out of every answer: complete them first, as one pass.
      const completed = await backfillChordSets();
      process.stdout.write(`chord sets derived for ${completed} tabs that had none\n`);
    } else if (oldest < CHORD_SET_VERSION) {
      await measure(base, `before the backfill: tabs on version ${oldest}`);
      await backfillBehindReads(base, dataDir);
      await printIndexSize();
    }
    await measure(base, 'every tab on the current version');
    await referenceFiveStepTotals();
    process.stdout.write(`load average after (1 / 5 / 15 min): ${load()}\n`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
