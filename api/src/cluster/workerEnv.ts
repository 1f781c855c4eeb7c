import type { DatabaseEngine, ResolvedDatabase } from '../db/resolveDatabase';

/** Tells a worker which engine the primary started, for /api/health (the worker itself only sees a URI). */
const ENGINE_VARIABLE = 'ACORDURI_CLUSTER_DB_ENGINE';
const ENGINES: readonly DatabaseEngine[] = ['mongodb', 'memory-server', 'embedded'];

/**
 * What each worker gets from the primary: the database the primary started (or MONGODB_URI), and no seeding,
 * since the primary has seeded it once before forking.
 */
export function workerEnv(database: ResolvedDatabase): Record<string, string> {
  return {
    MONGODB_URI: database.uri,
    DB_ENGINE: 'uri',
    SEED_ON_EMPTY: '0',
    [ENGINE_VARIABLE]: database.engine,
  };
}

/** The engine the primary named, in a worker; undefined in a single process. */
export function clusterEngine(env: NodeJS.ProcessEnv = process.env): DatabaseEngine | undefined {
  const named = env[ENGINE_VARIABLE];
  return ENGINES.find((engine) => engine === named);
}
