// The real app over HTTP on the large demo archive: the embedded engine seeded by the real seed, or a copy of an
// archive the seed CLI already wrote (BENCH_SEED_DIR), which saves the half hour of seeding 100k tabs.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSocketPath, runningLockOwner, startEmbeddedMongoThread } from '@acorduri/embedded-mongo';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { createApp } from '../api/src/app';
import { type AppConfig, loadConfig } from '../api/src/config/config';
import { connectMongoose } from '../api/src/db/connect';
import { withDatabaseName } from '../api/src/db/resolveDatabase';
import type { Logger } from '../api/src/logger';
import { createLogger } from '../api/src/logger';
import { warmGramFrequencies } from '../api/src/search/gramFrequencies';
import { seedDemo } from '../api/src/seed/seedDemo';

/**
 * Copies `<seedDir>/db` (the seed CLI's `DATA_DIR/db`) into `copyDir`, without its LOCK, so the seed itself is
 * never opened: an engine appends to the journals it loads. A seed whose engine still runs is refused, since its
 * journal may end mid-write.
 */
export function copySeed(seedDir: string, copyDir: string): void {
  const source = path.join(seedDir, 'db');
  if (!existsSync(source)) throw new Error(`BENCH_SEED_DIR: ${source} does not exist`);
  const owner = runningLockOwner(source);
  if (owner !== undefined) {
    throw new Error(`BENCH_SEED_DIR: ${source} is still being written by process ${owner}`);
  }
  cpSync(source, copyDir, { recursive: true, filter: (file) => path.basename(file) !== 'LOCK' });
}

async function seed(logger: Logger, tabs: number): Promise<void> {
  const seedStarted = performance.now();
  const result = await seedDemo(logger, { tabs });
  process.stdout.write(
    `seeded ${tabs} tabs in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${result.steps
      .map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`)
      .join(', ')})\n`,
  );
}

/** Resolves once the embedded engine reports no background index build pending (at once on a real mongod). */
async function indexBuildsDone(): Promise<void> {
  for (;;) {
    const status = await mongoose.connection.db?.admin().command({ serverStatus: 1 });
    if (!status?.embeddedEngine?.indexBuildsPending) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Seeds `tabs` tabs (printing the time per step), serves the app on a free port and runs `use` with its URL (and
 * the data folder, whose `db` holds the copy's journals). With BENCH_SEED_DIR set, a copy of that seeded archive is
 * served instead and `tabs` is what it holds.
 */
export async function withSeededApp(
  tabs: number,
  use: (base: string, dataDir: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'acorduri-bench-'));
  const seedDir = process.env.BENCH_SEED_DIR;
  const logger = createLogger('silent');
  try {
    let engineDir: string | undefined;
    if (seedDir) {
      engineDir = path.join(dataDir, 'db');
      const copyStarted = performance.now();
      copySeed(seedDir, engineDir);
      process.stdout.write(
        `copied the seed of ${seedDir} in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s\n`,
      );
    }
    const loadStarted = performance.now();
    // As `npm start` runs it (api/src/db/resolveDatabase.ts): in a thread of its own.
    const engine = await startEmbeddedMongoThread({ dataDir: engineDir, socketPath: localSocketPath() });
    const uri = engine.socketUri ?? engine.uri;
    try {
      // The seed CLI stores into the default database of resolveDatabase; a fresh seed gets a database of its own.
      await connectMongoose(seedDir ? withDatabaseName(uri) : `${uri}/acorduri_bench`);
      if (seedDir) {
        // Indexes declared or changed (a name made unique) since the seed was written are rebuilt on the copy
        // before anything is timed.
        await Promise.all(Object.values(mongoose.models).map((model) => model.syncIndexes()));
        const answering = (performance.now() - loadStarted) / 1000;
        // The engine builds large collections' indexes in the background after start-up; measure once they are done.
        await indexBuildsDone();
        process.stdout.write(
          `reused the seed of ${seedDir} (answering ${answering.toFixed(1)} s after start, indexes built at ${((performance.now() - loadStarted) / 1000).toFixed(1)} s), not seeding\n`,
        );
      } else {
        await seed(logger, tabs);
      }
      await serve(dataDir, logger, use);
    } finally {
      await mongoose.disconnect();
      await engine.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The API's config for a bench: all the load comes from one address, so every per-address budget is raised. */
export function benchConfig(dataDir: string, logLevel = 'silent'): AppConfig {
  return loadConfig({
    LOG_LEVEL: logLevel,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...Object.fromEntries(
      ['AUTH', 'WRITE', 'SEARCH', 'AUTOCOMPLETE', 'LIST'].map((name) => [
        `RATE_LIMIT_${name}_MAX`,
        '1000000',
      ]),
    ),
  });
}

async function serve(
  dataDir: string,
  logger: Logger,
  use: (base: string, dataDir: string) => Promise<void>,
): Promise<void> {
  const config = benchConfig(dataDir);
  const app = createApp({ config, logger, dbEngine: 'embedded' });
  await whileListening(app, async (base) => {
    // As the server does right after it starts listening (server.ts).
    await warmGramFrequencies();
    await use(base, dataDir);
  });
}

/** Serves `app` on a free local port while `use` runs with its base URL, then closes it; `use`'s answer. */
export async function whileListening<T>(app: Express, use: (base: string) => Promise<T>): Promise<T> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}
