import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config/config';
import { siteUrlOf } from '../config/siteUrl';
import type { ResolvedDatabase } from '../db/resolveDatabase';
import type { Logger } from '../logger';
import { printBanner } from '../startupBanner';
import { workerEnv } from './workerEnv';

/** Beyond the workers' own grace period, before the primary kills what is left. */
const EXTRA_GRACE_MS = 5000;

export interface PrimaryOptions {
  readonly instances: number;
  readonly database: ResolvedDatabase;
  readonly config: AppConfig;
  readonly logger: Logger;
}

function exited(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) resolve();
    else worker.once('exit', () => resolve());
  });
}

/**
 * The cluster primary: holds the database it started (the embedded engine runs once, here), forks `instances`
 * API workers sharing the port, replaces a worker that dies after it served, and on SIGTERM/SIGINT lets every
 * worker finish its requests before stopping the database.
 */
export function runPrimary({ instances, database, config, logger }: PrimaryOptions): void {
  const env = workerEnv(database);
  const listened = new Set<number>();
  let stopping = false;

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ workers: Object.keys(cluster.workers ?? {}).length }, 'stopping the API workers');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + EXTRA_GRACE_MS);
    await Promise.all(workers.map(exited));
    clearTimeout(killer);
    await database.stop();
    logger.info('stopped');
    process.exit(code);
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (listened.size === 1) printBanner(siteUrlOf(config.host, address.port), database.engine, instances);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      // A worker that never listened (port taken, bad configuration) would fail the same way again.
      logger.fatal({ code, signal }, 'an API worker failed to start');
      void stop(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API worker died; starting another');
    cluster.fork(env);
  });
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  for (let index = 0; index < instances; index += 1) cluster.fork(env);
}
