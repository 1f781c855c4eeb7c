import { MongoClient } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('concurrency');
});
afterAll(() => target.close());

describe('pooled connections', () => {
  it('10 connections inserting 1,000 documents concurrently lose nothing', async () => {
    const client = await MongoClient.connect(target.uri, { maxPoolSize: 10, minPoolSize: 10 });
    try {
      const collection = client.db(target.dbName).collection('hits');
      await collection.createIndex({ worker: 1, n: 1 }, { unique: true });
      await Promise.all(
        Array.from({ length: 10 }, async (_, worker) => {
          for (let n = 0; n < 100; n++) await collection.insertOne({ worker, n });
        }),
      );
      expect(await collection.countDocuments()).toBe(1000);
      expect(await collection.distinct('worker')).toHaveLength(10);
    } finally {
      await client.close();
    }
  });
});
