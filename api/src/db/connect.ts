import mongoose, { type ConnectOptions } from 'mongoose';
import { detectTransactions } from './writeTransaction';

/**
 * For batch jobs (seed, export, import): how long the driver's server monitor waits for an answer (its timeout
 * is connectTimeoutMS plus the heartbeat interval, 40 s by default). The jobs write in bounded batches, but
 * when the embedded engine's thread is held longer by one command (at 100,000 tabs an index build took over a
 * minute), giving the engine up would lose the run.
 */
export const BATCH_JOB_MONITOR_TIMEOUT_MS = 600_000;

export async function connectMongoose(uri: string, options: ConnectOptions = {}): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  const connected = await mongoose.connect(uri, { serverSelectionTimeoutMS: 10000, ...options });
  await detectTransactions();
  return connected;
}

export async function pingDatabase(): Promise<number> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== 1) throw new Error('not connected');
  const started = performance.now();
  await db.admin().ping();
  return Math.round((performance.now() - started) * 100) / 100;
}
