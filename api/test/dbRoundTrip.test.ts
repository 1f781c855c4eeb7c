import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedMongo, startEmbeddedMongo } from '@acorduri/embedded-mongo';
import { MongoClient } from 'mongodb';
import { exportDatabase } from '../src/transfer/exportDatabase';
import { importDatabase } from '../src/transfer/importDatabase';
import { SILENT_PROGRESS } from '../src/transfer/transferManifest';
import { collectionCounts, comparableAnswer, sampleReadCalls } from './support/transferSample';

const DATABASE = 'acorduri_round_trip';
const TABS = 300;
const CALLS = 100;
/** Seeding and loading the API twice (once per database) take longer than a request test. */
const SLOW_MS = 240_000;

type AppModules = {
  mongoose: typeof import('mongoose').default;
  createApp: typeof import('../src/app').createApp;
  loadConfig: typeof import('../src/config/config').loadConfig;
  connectMongoose: typeof import('../src/db/connect').connectMongoose;
  createLogger: typeof import('../src/logger').createLogger;
  seedDemo: typeof import('../src/seed/seedDemo').seedDemo;
  supertest: typeof import('supertest');
};

/**
 * Runs `use` with the API's modules loaded afresh: each database gets its own app, mongoose connection and
 * in-process read caches, so no answer of one database can be served to the other.
 */
async function withFreshApi<T>(uri: string, use: (modules: AppModules) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await jest.isolateModulesAsync(async () => {
    const modules: AppModules = {
      mongoose: require('mongoose'),
      createApp: require('../src/app').createApp,
      loadConfig: require('../src/config/config').loadConfig,
      connectMongoose: require('../src/db/connect').connectMongoose,
      createLogger: require('../src/logger').createLogger,
      seedDemo: require('../src/seed/seedDemo').seedDemo,
      supertest: require('supertest'),
    };
    await modules.connectMongoose(`${uri}/${DATABASE}`);
    try {
      await Promise.all(Object.values(modules.mongoose.models).map((model) => model.init()));
      result = await use(modules);
    } finally {
      await modules.mongoose.disconnect();
    }
  });
  return result as T;
}

async function answersOf(uri: string, calls: readonly string[]): Promise<unknown[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-round-trip-app-'));
  try {
    return await withFreshApi(uri, async ({ createApp, loadConfig, createLogger, supertest }) => {
      const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir });
      const app = createApp({ config, logger: createLogger('silent'), dbEngine: 'embedded' });
      const answers: unknown[] = [];
      for (const call of calls) {
        const response = await supertest(app).get(call);
        answers.push({ call, status: response.status, body: await comparableAnswer(response.body) });
      }
      return answers;
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('export → import round trip of the demo archive', () => {
  let source: EmbeddedMongo;
  let target: EmbeddedMongo;
  let sourceClient: MongoClient;
  let targetClient: MongoClient;
  let dir: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([startEmbeddedMongo(), startEmbeddedMongo()]);
    [sourceClient, targetClient] = await Promise.all([
      new MongoClient(source.uri).connect(),
      new MongoClient(target.uri).connect(),
    ]);
    dir = mkdtempSync(path.join(tmpdir(), 'acorduri-round-trip-'));
    await withFreshApi(source.uri, ({ seedDemo, createLogger }) =>
      seedDemo(createLogger('silent'), { tabs: TABS }),
    );
    await exportDatabase(sourceClient.db(DATABASE), dir, SILENT_PROGRESS);
    await importDatabase(targetClient.db(DATABASE), dir, { drop: false }, SILENT_PROGRESS);
  }, SLOW_MS);

  afterAll(async () => {
    await Promise.all([sourceClient.close(), targetClient.close()]);
    await Promise.all([source.stop(), target.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives a fresh engine the same collections with the same counts', async () => {
    const counts = await collectionCounts(sourceClient.db(DATABASE));
    expect(counts.tabs).toBe(TABS);
    expect(await collectionCounts(targetClient.db(DATABASE))).toEqual(counts);
  });

  it(
    'answers 100 sampled list, search, page and autocomplete calls the same',
    async () => {
      const calls = await sampleReadCalls(sourceClient.db(DATABASE), CALLS);
      expect(new Set(calls).size).toBeGreaterThan(CALLS * 0.9);
      const before = await answersOf(source.uri, calls);
      const after = await answersOf(target.uri, calls);
      expect(before.every((answer) => (answer as { status: number }).status === 200)).toBe(true);
      expect(after).toEqual(before);
    },
    SLOW_MS,
  );
});
