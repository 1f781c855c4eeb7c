import mongoose from 'mongoose';
import { cacheFiles } from '../cache/cacheFiles';
import { loadConfig } from '../config/config';
import { BATCH_JOB_MONITOR_TIMEOUT_MS, connectMongoose } from '../db/connect';
import { resolveDatabase } from '../db/resolveDatabase';
import { createLogger } from '../logger';
import '../routes';
import { parseSeedArguments } from './seedArguments';
import { emptyDatabase, seedDemo } from './seedDemo';
import { seedProgressBar } from './seedProgress';

/**
 * `npm run seed -w api -- [--tabs N] [--reset]`: writes the demo archive into the database the server uses
 * (MONGODB_URI, else the embedded engine's files under DATA_DIR; stop the server first, the engine locks its
 * folder) and regenerates the cache files. Without --reset a database holding part of the archive (an
 * interrupted run) is completed: each step writes only what is missing. --reset empties it first.
 */
async function main(): Promise<void> {
  const options = parseSeedArguments(process.argv.slice(2));
  const loaded = loadConfig();
  // A throw-away in-memory database would be pointless here.
  const config = { ...loaded, dbEngine: loaded.mongodbUri ? ('uri' as const) : ('embedded' as const) };
  const logger = createLogger(config.logLevel);
  const database = await resolveDatabase(config, logger);
  try {
    await connectMongoose(database.uri, { connectTimeoutMS: BATCH_JOB_MONITOR_TIMEOUT_MS });
    if (options.reset) await emptyDatabase();
    const report = await seedDemo(logger, { tabs: options.tabs }, seedProgressBar());
    const cacheStarted = performance.now();
    cacheFiles.configure(logger);
    for (const file of cacheFiles.files) await cacheFiles.generate(file);
    report.steps.push({ name: 'cache', ms: Math.round(performance.now() - cacheStarted), result: null });
    process.stdout.write(
      `Date demo scrise în ${(report.ms / 1000).toFixed(1)} s: ${report.steps
        .map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`)
        .join(', ')}\n`,
    );
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
