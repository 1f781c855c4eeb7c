import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Double, Long, MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';

/** Persistence is the embedded engine's own job, so this suite always runs against it. */
describe('restart with a data directory', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function withServer<T>(work: (client: MongoClient) => Promise<T>): Promise<T> {
    const server = await startEmbeddedMongo({ dataDir });
    const client = await MongoClient.connect(server.uri);
    try {
      return await work(client);
    } finally {
      await client.close();
      await server.stop();
    }
  }

  it('keeps every acknowledged write, index and drop', async () => {
    await withServer(async (client) => {
      const db = client.db('app');
      const users = db.collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertMany(Array.from({ length: 200 }, (_, n) => ({ email: `u${n}@x.ro`, n })));
      await users.updateMany({ n: { $lt: 10 } }, { $set: { vip: true } });
      await users.deleteMany({ n: { $gte: 190 } });
      await db.collection('scratch').insertOne({ temporary: true });
      await db.collection('scratch').drop();
      await db.collection('old').insertOne({ moved: true });
      await db.renameCollection('old', 'renamed');
    });
    await withServer(async (client) => {
      const users = client.db('app').collection('users');
      expect(await users.countDocuments()).toBe(190);
      expect(await users.countDocuments({ vip: true })).toBe(10);
      expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
      await expect(users.insertOne({ email: 'u1@x.ro' })).rejects.toMatchObject({ code: 11000 });
      const names = (await client.db('app').listCollections().toArray()).map((c) => c.name).sort();
      expect(names).toEqual(['renamed', 'users']);
      expect(
        await client
          .db('app')
          .collection('renamed')
          .findOne({}, { projection: { _id: 0 } }),
      ).toEqual({
        moved: true,
      });
    });
  });

  it('keeps the BSON type of numbers across a restart', async () => {
    await withServer(async (client) => {
      await client
        .db('app')
        .collection('numbers')
        .insertOne({ _id: 1 as never, double: new Double(42), long: Long.fromNumber(7), int: 3 });
    });
    await withServer(async (client) => {
      const numbers = client.db('app').collection('numbers');
      const raw = await numbers.findOne({ _id: 1 as never }, { promoteValues: false });
      expect([raw?.double, raw?.long, raw?.int].map((value) => value?._bsontype)).toEqual([
        'Double',
        'Long',
        'Int32',
      ]);
      expect(await numbers.countDocuments({ double: { $type: 'double' }, long: 7 })).toBe(1);
    });
  });

  it('forgets dropped databases', async () => {
    await withServer(async (client) => {
      await client.db('gone').collection('c').insertOne({ a: 1 });
      await client.db('gone').dropDatabase();
    });
    await withServer(async (client) => {
      const names = (await client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
      expect(names).not.toContain('gone');
    });
  });

  it('refuses a data directory another running engine holds', async () => {
    const first = await startEmbeddedMongo({ dataDir });
    try {
      // The lock records this process's pid; a foreign live pid is what blocks. Simulate with the parent's.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(dataDir, 'LOCK'), String(process.ppid));
      await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(/in use/);
    } finally {
      await first.stop();
    }
  });
});
