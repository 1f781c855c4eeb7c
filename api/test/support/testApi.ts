import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@acorduri/embedded-mongo';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { createApp } from '../../src/app';
import { cacheFiles } from '../../src/cache/cacheFiles';
import { type AppConfig, loadConfig } from '../../src/config/config';
import { connectMongoose } from '../../src/db/connect';
import { createLogger } from '../../src/logger';

export interface TestApi {
  readonly app: Express;
  readonly config: AppConfig;
  readonly dataDir: string;
  /** Drops every collection's documents (indexes stay), for tests that need an empty database. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real app on a throw-away database: the embedded engine in memory, or a fresh database on MONGODB_URI when
 * one is set (so the suite also runs against a real MongoDB). Call in beforeAll, stop in afterAll.
 */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-api-test-'));
  const external = process.env.MONGODB_URI;
  const embedded = external ? undefined : await startEmbeddedMongo();
  const dbName = `acorduri_test_${process.pid}_${Date.now()}`;
  const baseUri = external ?? embedded?.uri ?? '';
  const uri = baseUri.replace(/\/?(\?|$)/, `/${dbName}$1`);
  await connectMongoose(uri);
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const app = createApp({
    config,
    logger: createLogger('silent'),
    dbEngine: external ? 'mongodb' : 'embedded',
  });
  return {
    app,
    config,
    dataDir,
    clear: async () => {
      const collections = await mongoose.connection.db?.collections();
      await Promise.all((collections ?? []).map((collection) => collection.deleteMany({})));
    },
    stop: async () => {
      await cacheFiles.flush().catch(() => undefined);
      if (external) await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      await embedded?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
