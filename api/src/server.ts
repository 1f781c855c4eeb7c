import cluster from 'node:cluster';
import type { Server } from 'node:http';
import mongoose from 'mongoose';
import { createApp } from './app';
import { cacheFiles } from './cache/cacheFiles';
import { ChordSetBackfill } from './chordSets/chordSetBackfillJob';
import { ContentChangeBridge } from './cluster/contentChangeBridge';
import { runPrimary } from './cluster/runPrimary';
import { instancesFromArgs } from './cluster/serverArgs';
import { clusterEngine } from './cluster/workerEnv';
import { type AppConfig, ConfigError, loadConfig } from './config/config';
import { siteUrlOf } from './config/siteUrl';
import { CounterRecountGuard } from './counters/recountGuard';
import { connectMongoose } from './db/connect';
import { type ResolvedDatabase, resolveDatabase } from './db/resolveDatabase';
import { writesSettled } from './http/inFlightWrites';
import { createLogger, type Logger } from './logger';
import { warmGramFrequencies } from './search/gramFrequencies';
import { backfillSearchFields } from './seed/backfillSearchFields';
import { seedIfEmpty } from './seed/seedIfEmpty';
import { printBanner } from './startupBanner';
import { backfillReviewQueue } from './tabs/reviewQueue.backfill';

function closeServer(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections');
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    server.closeIdleConnections();
  });
}

/** Starts or reaches the database, seeds an empty one and completes older documents; exits when it cannot. */
async function openDatabase(config: AppConfig, logger: Logger): Promise<ResolvedDatabase> {
  let database: ResolvedDatabase | undefined;
  try {
    database = await resolveDatabase(config, logger);
    await connectMongoose(database.uri);
    if (config.seedOnEmpty) await seedIfEmpty(logger);
    const completed = await backfillSearchFields();
    if (completed > 0)
      logger.info({ documents: completed }, 'search fields added to older tabs, comments and lessons');
    const queued = await backfillReviewQueue();
    if (queued > 0) logger.info({ tabs: queued }, 'review queue state added to older tabs');
    return database;
  } catch (error) {
    logger.fatal({ err: error }, 'could not start the database');
    await database?.stop();
    process.exit(1);
  }
}

/**
 * Every start writes every summary again: a stop before a debounced regeneration (a crash, kill -9) or a new
 * version's file shapes would otherwise leave a stale file, since nothing else rewrites it until the next write.
 */
async function generateCacheFiles(logger: Logger): Promise<void> {
  await Promise.all(cacheFiles.files.map((file) => cacheFiles.generate(file))).catch((error: unknown) =>
    logger.error({ err: error }, 'cache files could not be generated'),
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const instances = instancesFromArgs(process.argv.slice(2));
  const database = await openDatabase(config, logger);
  if (instances > 1 && cluster.isPrimary) {
    // The primary writes the cache files before forking, then only supervises; the workers serve.
    await generateCacheFiles(logger);
    await mongoose.disconnect();
    runPrimary({ instances, database, config, logger });
    return;
  }
  const app = createApp({ config, logger, dbEngine: clusterEngine() ?? database.engine });
  // Other instances on the same database may write too: their changes clear what this one rendered.
  const contentChanges = new ContentChangeBridge(logger);
  await contentChanges.start();
  const recountGuard = new CounterRecountGuard(logger);
  // Behind the listen: a chord-set version bump rewrites every tab, minutes on a large archive.
  const chordSetBackfill = new ChordSetBackfill(logger);
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // In a cluster the primary prints the banner once.
    if (cluster.isPrimary) printBanner(siteUrlOf(config.host, port), database.engine);
    // Once listening (the files stored by the last run are served meanwhile): on a large archive their sorted
    // reads wait for index builds, seconds before the first answer otherwise.
    if (!cluster.isWorker) void generateCacheFiles(logger);
    recountGuard
      .start()
      .catch((error: unknown) => logger.error({ err: error }, 'counter recount guard not started'));
    chordSetBackfill.start();
    warmGramFrequencies().catch((error: unknown) =>
      logger.error({ err: error }, 'search trigram estimates not sampled'),
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    await closeServer(server, config.shutdownTimeoutMs, logger);
    // Handlers whose client hung up still run; a stop that cuts one short is left for the recount to repair.
    const clean = await writesSettled(config.shutdownTimeoutMs);
    if (!clean) logger.warn('writes still running at the stop: the next check recounts the counters');
    await recountGuard
      .stop(clean)
      .catch((error: unknown) => logger.error({ err: error }, 'instance entry not removed'));
    contentChanges.stop();
    await chordSetBackfill.stop();
    // A summary waiting for its debounce would otherwise stay stale until the next write.
    await cacheFiles
      .flush()
      .catch((error: unknown) => logger.error({ err: error }, 'cache files not flushed'));
    await contentChanges.published();
    await mongoose.disconnect();
    await database.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Config errors are meant for the person starting the server: print them plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
