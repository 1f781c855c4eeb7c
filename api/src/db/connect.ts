import mongoose from 'mongoose';

export async function connectMongoose(uri: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  return mongoose.connect(uri, { serverSelectionTimeoutMS: 10000 });
}

export async function pingDatabase(): Promise<number> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== 1) throw new Error('not connected');
  const started = performance.now();
  await db.admin().ping();
  return Math.round((performance.now() - started) * 100) / 100;
}
