// "Ce pot cânta" on the large archive (`--tabs 100000` by default, the first argument, or BENCH_SEED_DIR):
// p50/p95 through HTTP of /api/tab/playable (both capo modes), /api/chords/next and /api/tab/progression over
// varied chord sets and common 6–8 degree loops, with the machine's load average (the figures move with what else
// runs), the progression index's key count, and in-process reference totals of 5-step progressions (indexed run
// against the former rarest 4-step run + regular expression).
// BENCH_IN_PROCESS=1 runs the engine in the bench's own thread, as the API tests do: on a machine so loaded that
// the engine thread misses the driver's 30 s monitor heartbeat while seeding.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseDegree, progressionKey, progressionSteps } from '@acorduri/contracts';
import { SeededRandom } from '@acorduri/demo-data';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import mongoose from 'mongoose';
import { createApp } from '../api/src/app';
import { backfillChordSets } from '../api/src/chordSets/chordSet.backfill';
import { loadConfig } from '../api/src/config/config';
import { connectMongoose } from '../api/src/db/connect';
import { createLogger } from '../api/src/logger';
import { escapeRegex } from '../api/src/search/searchFilter';
import { seedDemo } from '../api/src/seed/seedDemo';
import { TabModel } from '../api/src/tabs/tab.model';
import { report, timeCalls, timeRequests } from './latency';
import { withSeededApp } from './seededApp';

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

async function withInProcessApp(tabs: number, use: (base: string) => Promise<void>): Promise<void> {
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
    const limits = ['AUTH', 'WRITE', 'SEARCH', 'AUTOCOMPLETE', 'LIST'].map((name) => [
      `RATE_LIMIT_${name}_MAX`,
      '1000000',
    ]);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...Object.fromEntries(limits),
    });
    const server = createApp({ config, logger, dbEngine: 'embedded' }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  } finally {
    await mongoose.disconnect();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const withApp = process.env.BENCH_IN_PROCESS === '1' ? withInProcessApp : withSeededApp;
  await withApp(TABS, async (base) => {
    const backfillStarted = performance.now();
    const completed = await backfillChordSets();
    process.stdout.write(
      `chord sets backfilled on ${completed} tabs in ${((performance.now() - backfillStarted) / 1000).toFixed(1)} s\n`,
    );
    const [index] = await TabModel.aggregate<{ tabs: number; keys: number }>([
      {
        $group: {
          _id: null,
          tabs: { $sum: 1 },
          keys: { $sum: { $size: { $ifNull: ['$progressionGrams', []] } } },
        },
      },
    ]);
    process.stdout.write(`progression index: ${index?.keys ?? 0} keys for ${index?.tabs ?? 0} tabs\n`);
    process.stdout.write(`load average before (1 / 5 / 15 min): ${load()}\n`);
    const sets = chordSets();
    const cases: [string, string[]][] = [
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
      [
        'next capo=any',
        sets.map((chords) => `/api/chords/next?chords=${encodeURIComponent(chords)}&capo=any`),
      ],
      ['progression', PROGRESSIONS.map((degrees) => `/api/tab/progression?degrees=${degrees}`)],
      [
        'progression page 3',
        PROGRESSIONS.map((degrees) => `/api/tab/progression?degrees=${degrees}&offset=40`),
      ],
      ['progression 6–8 loops', LONG_LOOPS.map((degrees) => `/api/tab/progression?degrees=${degrees}`)],
    ];
    for (const [label, urls] of cases) report(label, await timeRequests(base, urls));
    await referenceFiveStepTotals();
    process.stdout.write(`load average after (1 / 5 / 15 min): ${load()}\n`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
