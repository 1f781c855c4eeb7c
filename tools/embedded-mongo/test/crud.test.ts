import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('crud');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

describe('CRUD through the raw driver', () => {
  it('inserts, finds, updates and deletes documents', async () => {
    const songs = db.collection('songs');
    const { insertedIds } = await songs.insertMany([
      { title: 'Ploaia', year: 1990 },
      { title: 'Vara', year: 2001 },
    ]);
    expect(Object.keys(insertedIds)).toHaveLength(2);
    expect(await songs.findOne({ title: 'Vara' })).toMatchObject({ title: 'Vara', year: 2001 });
    const update = await songs.updateOne({ title: 'Vara' }, { $set: { year: 2002 } });
    expect(update).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await songs.find({ year: { $gt: 2000 } }).toArray()).toEqual([
      expect.objectContaining({ title: 'Vara', year: 2002 }),
    ]);
    const removed = await songs.deleteOne({ title: 'Ploaia' });
    expect(removed.deletedCount).toBe(1);
    expect(await songs.countDocuments()).toBe(1);
  });

  it('projections leave the stored documents whole', async () => {
    const tabs = db.collection('projected');
    await tabs.insertOne({ slug: 'vara', draft: { title: 'Vara', body: 'Am F C' }, grams: ['var'] });
    const list = await tabs.find({}, { projection: { 'draft.body': 0, grams: 0 } }).toArray();
    expect(list[0]).toMatchObject({ draft: { title: 'Vara' } });
    expect(list[0]?.draft).not.toHaveProperty('body');
    const updated = await tabs.findOneAndUpdate(
      { slug: 'vara' },
      { $set: { seen: true } },
      { projection: { 'draft.title': 0 }, returnDocument: 'after' },
    );
    expect(updated?.draft).toEqual({ body: 'Am F C' });
    expect(await tabs.findOne({ slug: 'vara' }, { projection: { _id: 0 } })).toEqual({
      slug: 'vara',
      draft: { title: 'Vara', body: 'Am F C' },
      grams: ['var'],
      seen: true,
    });
  });

  it('applies $inc, $push, $pull, $addToSet and $set on nested paths', async () => {
    interface Stats {
      _id: string;
      counters: { views: number };
      tags: string[];
      meta: { author: { name: string } };
    }
    const stats = db.collection<Stats>('stats');
    await stats.insertOne({
      _id: 'x',
      counters: { views: 1 },
      tags: ['a'],
      meta: { author: { name: 'A' } },
    });
    await stats.updateOne({ _id: 'x' }, { $inc: { 'counters.views': 4 }, $push: { tags: 'b' } });
    await stats.updateOne({ _id: 'x' }, { $addToSet: { tags: { $each: ['a', 'c', 'c'] } } });
    await stats.updateOne({ _id: 'x' }, { $pull: { tags: 'b' }, $set: { 'meta.author.name': 'B' } });
    expect(await stats.findOne({ _id: 'x' })).toEqual({
      _id: 'x',
      counters: { views: 5 },
      tags: ['a', 'c'],
      meta: { author: { name: 'B' } },
    });
  });

  it('upserts through update and findOneAndUpdate, keeping filter equality fields', async () => {
    const users = db.collection('upserts');
    const first = await users.updateOne({ email: 'a@b.ro' }, { $set: { name: 'Ana' } }, { upsert: true });
    expect(first.upsertedCount).toBe(1);
    const second = await users.findOneAndUpdate(
      { email: 'c@d.ro' },
      { $setOnInsert: { created: true }, $inc: { visits: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(second).toMatchObject({ email: 'c@d.ro', created: true, visits: 1 });
    const again = await users.findOneAndUpdate(
      { email: 'c@d.ro' },
      { $setOnInsert: { created: false }, $inc: { visits: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(again).toMatchObject({ created: true, visits: 2 });
    expect(await users.findOne({ email: 'a@b.ro' }, { projection: { _id: 0 } })).toEqual({
      email: 'a@b.ro',
      name: 'Ana',
    });
  });

  it('pages sorted results over more than 101 documents with getMore', async () => {
    const items = db.collection('items');
    await items.insertMany(Array.from({ length: 350 }, (_, n) => ({ n })));
    const sorted = await items.find({}, { sort: { n: -1 }, skip: 10, limit: 300, batchSize: 50 }).toArray();
    expect(sorted).toHaveLength(300);
    expect(sorted[0]?.n).toBe(339);
    expect(sorted[299]?.n).toBe(40);
    const all = await items.find({ n: { $gte: 0 } }).toArray();
    expect(all).toHaveLength(350);
  });

  it('counts with countDocuments and estimatedDocumentCount, and lists distinct values', async () => {
    const tabs = db.collection('tabs');
    await tabs.insertMany([
      { artist: 'A', tags: ['rock', 'pop'] },
      { artist: 'B', tags: ['pop'] },
      { artist: 'A', tags: ['folk'] },
    ]);
    expect(await tabs.countDocuments({ artist: 'A' })).toBe(2);
    expect(await tabs.estimatedDocumentCount()).toBe(3);
    expect((await tabs.distinct('tags')).sort()).toEqual(['folk', 'pop', 'rock']);
    expect(await tabs.distinct('artist', { tags: 'pop' })).toEqual(expect.arrayContaining(['A', 'B']));
  });

  it('accepts unacknowledged (w: 0) writes that expect no reply', async () => {
    const fire = db.collection('fire');
    await fire.insertOne({ n: 1 }, { writeConcern: { w: 0 } });
    await fire.insertOne({ n: 2 });
    expect(await fire.countDocuments()).toBe(2);
  });
});
