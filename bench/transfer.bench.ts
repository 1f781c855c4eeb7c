// The move off the embedded engine, rehearsed at full size (#34): exports a copy of a seeded archive
// (BENCH_SEED_DIR, the seed CLI's DATA_DIR) with db:export's code, imports it into a fresh engine with
// db:import's code, then compares the collections' counts and the API's answers to sampled public reads
// (BENCH_CALLS, 100 by default) served from each database. Prints the time of each phase and the load average.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type EmbeddedMongo, startEmbeddedMongoThread } from '@acorduri/embedded-mongo';
import { MongoClient } from 'mongodb';
import { BATCH_JOB_MONITOR_TIMEOUT_MS } from '../api/src/db/connect';
import { withDatabaseName } from '../api/src/db/resolveDatabase';
import { exportDatabase } from '../api/src/transfer/exportDatabase';
import { importDatabase } from '../api/src/transfer/importDatabase';
import { progressBar } from '../api/src/transfer/progressBar';
import { startKillableApiProcess } from '../api/test/support/killableApiProcess';
import { collectionCounts, comparableAnswer, sampleReadCalls } from '../api/test/support/transferSample';
import { copySeed } from './seededApp';

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
/** The sampled calls come faster than a reader's: the rate limits would answer some of them 429. */
const UNLIMITED_READS = Object.fromEntries(
  ['SEARCH', 'AUTOCOMPLETE'].map((name) => [`RATE_LIMIT_${name}_MAX`, '1000000']),
);

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  say(`${label}: ${seconds(started)} (load average ${loadavg()[0]!.toFixed(1)})`);
  return result;
}

/** Runs `use` with the engine on `dataDir` and a client of the seed's database on it. */
async function withEngine<T>(
  dataDir: string,
  label: string,
  use: (client: MongoClient, uri: string) => Promise<T>,
) {
  const engine: EmbeddedMongo = await timed(`${label}: engine start`, () =>
    startEmbeddedMongoThread({ dataDir }),
  );
  const uri = withDatabaseName(engine.uri);
  const client = await new MongoClient(uri, { connectTimeoutMS: BATCH_JOB_MONITOR_TIMEOUT_MS }).connect();
  try {
    return await use(client, uri);
  } finally {
    await client.close();
    await engine.stop();
  }
}

/** The API as a process of its own on `uri`, asked each call in turn; answers compared with bodies decrypted. */
async function answersOf(
  uri: string,
  calls: readonly string[],
  label: string,
  dataDir: string,
): Promise<unknown[]> {
  const api = await timed(`${label}: API start`, () =>
    startKillableApiProcess({
      MONGODB_URI: uri,
      DB_ENGINE: 'uri',
      SEED_ON_EMPTY: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...UNLIMITED_READS,
    }),
  );
  try {
    return await timed(`${label}: ${calls.length} calls`, async () => {
      const answers: unknown[] = [];
      for (const call of calls) {
        const response = await fetch(`${api.url}${call}`);
        const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
        answers.push({ call, status: response.status, body: await comparableAnswer(body) });
      }
      return answers;
    });
  } finally {
    api.child.kill('SIGKILL');
    await api.exited;
  }
}

async function main(): Promise<void> {
  const seedDir = process.env.BENCH_SEED_DIR;
  if (!seedDir) throw new Error('BENCH_SEED_DIR: the DATA_DIR of a seeded archive (npm run seed -w api)');
  const work = mkdtempSync(path.join(tmpdir(), 'acorduri-transfer-bench-'));
  try {
    const sourceDir = path.join(work, 'source');
    const exportDir = path.join(work, 'export');
    await timed('copy of the seed', async () => copySeed(seedDir, sourceDir));
    const source = await withEngine(sourceDir, 'source', async (client, uri) => {
      const db = client.db();
      await timed('export', () => exportDatabase(db, exportDir, progressBar()));
      const counts = await collectionCounts(db);
      const calls = await sampleReadCalls(db, CALLS);
      return { counts, calls, answers: await answersOf(uri, calls, 'source', path.join(work, 'source-api')) };
    });
    const target = await withEngine(path.join(work, 'target'), 'target', async (client, uri) => {
      const db = client.db();
      await timed('import', () => importDatabase(db, exportDir, { drop: false }, progressBar()));
      return {
        counts: await collectionCounts(db),
        answers: await answersOf(uri, source.calls, 'target', path.join(work, 'target-api')),
      };
    });
    const documents = Object.values(source.counts).reduce((sum, count) => sum + count, 0);
    say(
      `collections: ${Object.keys(source.counts).length}, documents: ${documents}, tabs: ${source.counts.tabs}`,
    );
    say(`counts identical: ${isDeepStrictEqual(source.counts, target.counts)}`);
    const differing = source.calls.filter(
      (_, index) => !isDeepStrictEqual(source.answers[index], target.answers[index]),
    );
    const failed = source.answers.filter((answer) => (answer as { status: number }).status !== 200).length;
    say(
      `answers identical: ${source.calls.length - differing.length}/${source.calls.length} (non-200: ${failed})`,
    );
    for (const call of differing.slice(0, 10)) say(`  differs: ${call}`);
    if (differing.length > 0 || !isDeepStrictEqual(source.counts, target.counts)) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
