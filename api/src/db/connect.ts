import mongoose, { type ConnectOptions } from 'mongoose';
import { detectTransactions } from './writeTransaction';

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
