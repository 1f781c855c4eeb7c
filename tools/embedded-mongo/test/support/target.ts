import { MongoClient } from 'mongodb';
import mongoose, { type Connection } from 'mongoose';
import { type EmbeddedMongo, startEmbeddedMongo } from '../../src';

/**
 * The server a compatibility test talks to: MONGODB_URI when set (a real MongoDB), otherwise a fresh embedded
 * engine. Each target gets its own database so runs never see each other's data.
 */
export interface TestTarget {
  readonly uri: string;
  readonly dbName: string;
  readonly client: MongoClient;
  readonly embedded: EmbeddedMongo | undefined;
  /** A mongoose connection to the test database (created on first use). */
  mongoose(): Promise<Connection>;
  close(): Promise<void>;
}

let counter = 0;

export async function openTarget(label: string): Promise<TestTarget> {
  const external = process.env.MONGODB_URI;
  const embedded = external ? undefined : await startEmbeddedMongo({ ttlMonitorSleepSecs: 1 });
  const uri = external ?? embedded!.uri;
  counter += 1;
  const dbName = `compat_${label}_${process.pid}_${counter}`;
  const client = await MongoClient.connect(uri);
  let connection: Connection | undefined;
  return {
    uri,
    dbName,
    client,
    embedded,
    async mongoose() {
      connection ??= await mongoose.createConnection(uri, { dbName }).asPromise();
      return connection;
    },
    async close() {
      await client.db(dbName).dropDatabase();
      await connection?.close();
      await client.close();
      await embedded?.stop();
    },
  };
}
