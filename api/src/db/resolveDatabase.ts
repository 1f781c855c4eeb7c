import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { mongodBinaryObtainable } from './mongodBinaryObtainable';

export type DatabaseEngine = 'mongodb' | 'memory-server' | 'embedded';

export interface ResolvedDatabase {
  readonly engine: DatabaseEngine;
  readonly uri: string;
  stop(): Promise<void>;
}

export const DEFAULT_DB_NAME = 'acorduri';

/** Adds the default database name when the URI names none, so every engine stores into the same database. */
export function withDatabaseName(uri: string, dbName = DEFAULT_DB_NAME): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) return uri;
  const [, hostPart, pathPart, query = ''] = match;
  return pathPart && pathPart.length > 1 ? uri : `${hostPart}/${dbName}${query}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timeout after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function startMemoryServer(config: AppConfig): Promise<ResolvedDatabase> {
  if (!(await mongodBinaryObtainable())) {
    throw new Error('no mongod binary is cached and its download host does not resolve');
  }
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await withTimeout(
    MongoMemoryServer.create(),
    config.memoryServerTimeoutMs,
    'mongodb-memory-server',
  );
  return {
    engine: 'memory-server',
    uri: withDatabaseName(server.getUri()),
    stop: async () => {
      await server.stop();
    },
  };
}

async function startEmbedded(config: AppConfig): Promise<ResolvedDatabase> {
  // In a thread of its own: the archive's heap and queries stay off the thread answering HTTP. This process talks
  // to it over a Unix domain socket where there is one (each call then costs a third less CPU than over TCP).
  const { localSocketPath, startEmbeddedMongoThread } = await import('@acorduri/embedded-mongo');
  const embedded = await startEmbeddedMongoThread({
    dataDir: `${config.dataDir}/db`,
    socketPath: localSocketPath(),
  });
  return {
    engine: 'embedded',
    uri: withDatabaseName(embedded.socketUri ?? embedded.uri),
    stop: () => embedded.stop(),
  };
}

/**
 * MONGODB_URI → mongodb-memory-server (a real mongod, when a binary is available or downloadable) →
 * the embedded wire-compatible engine. Each step is logged so it is clear which database is in use.
 */
export async function resolveDatabase(config: AppConfig, logger: Logger): Promise<ResolvedDatabase> {
  if (config.dbEngine === 'uri' && config.mongodbUri) {
    logger.info('Database: MongoDB at MONGODB_URI');
    return { engine: 'mongodb', uri: withDatabaseName(config.mongodbUri), stop: async () => {} };
  }
  if (config.dbEngine === 'auto' || config.dbEngine === 'memory') {
    try {
      const db = await startMemoryServer(config);
      logger.info('Database: mongodb-memory-server (real mongod, in memory; data is not kept)');
      return db;
    } catch (error) {
      if (config.dbEngine === 'memory') throw error;
      logger.warn(
        { reason: (error as Error).message },
        'mongodb-memory-server unavailable (no mongod binary can be obtained); using the embedded engine',
      );
    }
  }
  const db = await startEmbedded(config);
  logger.info(
    { dataDir: `${config.dataDir}/db` },
    'Database: embedded MongoDB-wire-compatible engine (offline fallback; set MONGODB_URI for a real MongoDB)',
  );
  return db;
}
