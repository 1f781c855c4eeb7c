import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('updates');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

describe('update semantics', () => {
  it('updates array elements with $, $[] and arrayFilters', async () => {
    const songs = db.collection('songs');
    await songs.insertOne({
      _id: 'a' as never,
      verses: [
        { n: 1, ok: false },
        { n: 2, ok: false },
      ],
      scores: [1, 5, 9],
    });
    await songs.updateOne({ _id: 'a' as never, 'verses.n': 2 }, { $set: { 'verses.$.ok': true } });
    await songs.updateOne({ _id: 'a' as never }, { $inc: { 'scores.$[]': 1 } });
    await songs.updateOne(
      { _id: 'a' as never },
      { $set: { 'scores.$[big]': 0 } },
      { arrayFilters: [{ big: { $gt: 5 } }] },
    );
    expect(await songs.findOne({ _id: 'a' as never })).toEqual({
      _id: 'a',
      verses: [
        { n: 1, ok: false },
        { n: 2, ok: true },
      ],
      scores: [2, 0, 0],
    });
  });

  it('replaces whole documents, upserts replacements and runs pipeline updates', async () => {
    const docs = db.collection('docs');
    await docs.insertOne({ _id: 1 as never, a: 1, b: 2 });
    await docs.replaceOne({ _id: 1 as never }, { c: 3 });
    expect(await docs.findOne({ _id: 1 as never })).toEqual({ _id: 1, c: 3 });
    await docs.replaceOne({ _id: 2 as never }, { d: 4 }, { upsert: true });
    expect(await docs.findOne({ _id: 2 as never })).toEqual({ _id: 2, d: 4 });
    await docs.updateOne({ _id: 1 as never }, [{ $set: { e: { $add: ['$c', 10] } } }]);
    expect(await docs.findOne({ _id: 1 as never })).toEqual({ _id: 1, c: 3, e: 13 });
  });

  it('updates many, reports matched and modified counts', async () => {
    const items = db.collection('items');
    await items.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }, { k: 1, done: true }]);
    const result = await items.updateMany({ k: 1 }, { $set: { done: true } });
    expect(result).toMatchObject({ matchedCount: 3, modifiedCount: 2 });
  });

  it('findOneAndUpdate/Delete honour sort and projection', async () => {
    const queue = db.collection('queue');
    await queue.insertMany([
      { job: 'b', priority: 2 },
      { job: 'a', priority: 9 },
      { job: 'c', priority: 5 },
    ]);
    const taken = await queue.findOneAndUpdate(
      {},
      { $set: { taken: true } },
      { sort: { priority: -1 }, projection: { _id: 0, job: 1 }, returnDocument: 'before' },
    );
    expect(taken).toEqual({ job: 'a' });
    const removed = await queue.findOneAndDelete({ taken: { $exists: false } }, { sort: { priority: 1 } });
    expect(removed).toMatchObject({ job: 'b' });
    expect(await queue.countDocuments()).toBe(2);
  });

  it('enforces compound, sparse and partial unique indexes', async () => {
    const accounts = db.collection('accounts');
    await accounts.createIndex({ tenant: 1, login: 1 }, { unique: true });
    await accounts.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await accounts.createIndex(
      { email: 1 },
      { unique: true, partialFilterExpression: { email: { $type: 'string' } } },
    );
    await accounts.insertMany([
      { tenant: 1, login: 'ana' },
      { tenant: 2, login: 'ana' },
      { tenant: 3, login: 'x', email: null },
      { tenant: 4, login: 'y', email: null },
    ]);
    await expect(accounts.insertOne({ tenant: 1, login: 'ana' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { tenant: 1, login: 1 },
      keyValue: { tenant: 1, login: 'ana' },
    });
    await accounts.insertOne({ tenant: 5, login: 'p', phone: '07' });
    await expect(accounts.insertOne({ tenant: 6, login: 'q', phone: '07' })).rejects.toMatchObject({
      code: 11000,
    });
    await accounts.insertOne({ tenant: 7, login: 'e', email: 'e@x.ro' });
    await expect(accounts.updateOne({ tenant: 1 }, { $set: { email: 'e@x.ro' } })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'e@x.ro' },
    });
    expect(await accounts.findOne({ tenant: 1 })).not.toHaveProperty('email');
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const dupes = db.collection('dupes');
    await dupes.insertMany([{ v: 1 }, { v: 1 }]);
    await expect(dupes.createIndex({ v: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await dupes.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });
});

describe('namespaces', () => {
  it('creates, lists, renames and drops collections', async () => {
    await db.createCollection('alpha');
    await expect(db.createCollection('alpha')).rejects.toMatchObject({ code: 48 });
    await db.collection('alpha').insertOne({ a: 1 });
    await db.renameCollection('alpha', 'beta');
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('beta');
    expect(names).not.toContain('alpha');
    expect(await db.collection('beta').countDocuments()).toBe(1);
    expect(await db.collection('beta').drop()).toBe(true);
    const databases = await target.client.db('admin').admin().listDatabases();
    expect(databases.databases.map((d) => d.name)).toContain(target.dbName);
  });
});
