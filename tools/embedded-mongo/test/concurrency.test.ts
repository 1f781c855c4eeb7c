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

describe('a large write batch', () => {
  // Documents heavy enough (a multikey index of 40 keys each) that 20,000 take far longer than one slice.
  const docs = (from: number, count: number) =>
    Array.from({ length: count }, (_, n) => ({
      _id: from + n,
      words: Array.from({ length: 40 }, (_, w) => `w${(from + n) * 7 + w}`),
    }));

  it('leaves turns to other connections while it runs, and answers as one batch', async () => {
    const client = await MongoClient.connect(target.uri, { maxPoolSize: 2 });
    try {
      const collection = client.db(target.dbName).collection<{ _id: number }>('batch');
      await collection.createIndex({ words: 1 });
      let inserted = false;
      const seenCounts = new Set<number>();
      const insert = collection.insertMany(docs(0, 20_000)).then((result) => {
        inserted = true;
        return result;
      });
      // Another connection reads meanwhile: counts strictly between 0 and 20,000 show the batch ran in slices
      // with other commands answered between them.
      while (!inserted) seenCounts.add(await collection.estimatedDocumentCount());
      expect((await insert).insertedCount).toBe(20_000);
      expect([...seenCounts].filter((count) => count > 0 && count < 20_000).length).toBeGreaterThan(1);
      expect(await collection.countDocuments()).toBe(20_000);
    } finally {
      await client.close();
    }
  });

  it('reports errors at their index in the whole batch: unordered goes on, ordered stops at the first', async () => {
    const collection = target.client.db(target.dbName).collection<{ _id: number }>('batchErrors');
    await collection.insertMany([{ _id: 3_000 }, { _id: 9_000 }]);
    const unordered = await collection
      .insertMany(docs(0, 10_000), { ordered: false })
      .catch((error: { writeErrors: { index: number }[]; insertedCount: number }) => error);
    expect(
      (unordered as { writeErrors: { index: number }[] }).writeErrors.map((error) => error.index),
    ).toEqual([3_000, 9_000]);
    expect(await collection.countDocuments()).toBe(10_000);

    await collection.deleteMany({ _id: { $gte: 0 } });
    await collection.insertOne({ _id: 7_000 });
    const ordered = await collection
      .insertMany(docs(0, 10_000), { ordered: true })
      .catch((error: { writeErrors: { index: number }[] }) => error);
    expect((ordered as { writeErrors: { index: number }[] }).writeErrors.map((error) => error.index)).toEqual(
      [7_000],
    );
    expect(await collection.countDocuments()).toBe(7_001);
  });
});

describe('serverStatus', () => {
  it("reports the engine thread's event-loop delay since the last reset, and the background index builds", async () => {
    const admin = target.client.db('admin');
    await admin.command({ serverStatus: 1, resetEventLoopDelay: 1 });
    const status = await admin.command({ serverStatus: 1 });
    if (!target.embedded) return; // a real mongod has no such section
    expect(status.embeddedEngine.indexBuildsPending).toBe(0);
    const delay = status.embeddedEngine.eventLoopDelayMs;
    expect(Object.keys(delay)).toEqual(['samples', 'p50', 'p99', 'max']);
    expect(delay.p99).toBeGreaterThanOrEqual(delay.p50);
    expect(delay.max).toBeGreaterThanOrEqual(delay.p99);
  });
});

describe('createIndexes on a large collection', () => {
  const words = (n: number) => Array.from({ length: 30 }, (_, w) => `w${n * 3 + w}`);

  it('builds in steps while other commands are answered, and replies once the index is ready', async () => {
    const client = await MongoClient.connect(target.uri, { maxPoolSize: 2 });
    try {
      const collection = client.db(target.dbName).collection<{ _id: number }>('bigIndex');
      await collection.insertMany(Array.from({ length: 8000 }, (_, n) => ({ _id: n, words: words(n) })));
      let built = false;
      const creating = collection.createIndex({ words: 1 }).then((name) => {
        built = true;
        return name;
      });
      let readsDuring = 0;
      while (!built) {
        const found = await collection.findOne({ _id: readsDuring % 8000 });
        expect(found?._id).toBe(readsDuring % 8000);
        if (!built) readsDuring += 1;
      }
      expect(await creating).toBe('words_1');
      if (target.embedded) expect(readsDuring).toBeGreaterThan(1);
      const plan = await collection.find({ words: 'w300' }).explain('queryPlanner');
      expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('words_1');
      expect(await collection.countDocuments({ words: 'w300' })).toBe(
        Array.from({ length: 8000 }, (_, n) => n).filter((n) => words(n).includes('w300')).length,
      );
    } finally {
      await client.close();
    }
  });

  it('fails with IndexBuildAborted when the index is dropped before its build ends', async () => {
    if (!target.embedded) return; // mongod's timing differs: the drop may come after the build
    const client = await MongoClient.connect(target.uri, { maxPoolSize: 2 });
    try {
      const collection = client.db(target.dbName).collection<{ _id: number }>('abortedIndex');
      await collection.insertMany(Array.from({ length: 8000 }, (_, n) => ({ _id: n, words: words(n) })));
      const creating = collection.createIndex({ words: 1 }).catch((error: { codeName?: string }) => error);
      await collection.dropIndex('words_1');
      expect(await creating).toMatchObject({ codeName: 'IndexBuildAborted' });
      expect((await collection.indexes()).map((index) => index.name)).toEqual(['_id_']);
    } finally {
      await client.close();
    }
  });
});
