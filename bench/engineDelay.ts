import mongoose from 'mongoose';

/** The embedded engine's event-loop delay over a window (its serverStatus section); absent on a real mongod. */
export interface EngineDelay {
  readonly p99: number;
  readonly max: number;
}

async function engineStatus(reset: boolean): Promise<Record<string, unknown> | undefined> {
  const db = mongoose.connection.db;
  if (!db) return undefined;
  const status = await db.admin().command({ serverStatus: 1, ...(reset ? { resetEventLoopDelay: 1 } : {}) });
  return status.embeddedEngine as Record<string, unknown> | undefined;
}

/** Runs `measure` and returns its result with the engine thread's event-loop delay during it. */
export async function withEngineDelay<T>(
  measure: () => Promise<T>,
): Promise<T & { engineDelay?: EngineDelay }> {
  await engineStatus(true);
  const result: T = await measure();
  const status = await engineStatus(true);
  const delay = status?.eventLoopDelayMs as EngineDelay | undefined;
  const engineDelay = delay ? { p99: delay.p99, max: delay.max } : undefined;
  return { ...result, engineDelay };
}

export const delayCell = (delay: EngineDelay | undefined) => (delay ? `${delay.p99} / ${delay.max} ms` : '–');
