import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('collection_options');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

describe('createCollection options, collMod, $out, $merge and $documents', () => {
  it('keeps a capped collection to its max count, dropping the oldest documents', async () => {
    const log = await db.createCollection('log', { capped: true, size: 4096, max: 3 });
    for (let n = 1; n <= 5; n += 1) await log.insertOne({ n });
    expect((await log.find().toArray()).map((doc) => doc.n)).toEqual([3, 4, 5]);
    expect((await log.options()).capped).toBe(true);
    await expect(db.createCollection('nosize', { capped: true } as never)).rejects.toMatchObject({
      code: 72,
    });
  });

  it('validates inserts and updates against a $jsonSchema validator, unless bypassed', async () => {
    const people = await db.createCollection('people', {
      validator: {
        $jsonSchema: {
          bsonType: 'object',
          required: ['name'],
          properties: { name: { bsonType: 'string' }, age: { bsonType: ['int', 'null'], minimum: 0 } },
        },
      },
    });
    await people.insertOne({ name: 'Ana', age: 30 });
    await expect(people.insertOne({ age: 3 })).rejects.toMatchObject({
      code: 121,
      message: 'Document failed validation',
    });
    await expect(people.updateOne({ name: 'Ana' }, { $set: { age: -1 } })).rejects.toMatchObject({
      code: 121,
    });
    await people.insertOne({ age: 4 }, { bypassDocumentValidation: true });
    await db.command({ collMod: 'people', validationAction: 'warn' });
    await people.insertOne({ age: 5 });
    expect(await people.countDocuments()).toBe(3);
  });

  it('applies a default collation to queries and hides an index from plans with collMod', async () => {
    const names = await db.createCollection('names', { collation: { locale: 'ro', strength: 1 } });
    await names.insertMany([{ name: 'Ștefan' }, { name: 'ȘTEFAN' }, { name: 'stefan' }, { name: 'Ion' }]);
    // ICU's Romanian tailoring keeps ș a letter of its own (as mongod does): only case is ignored.
    expect(await names.countDocuments({ name: 'ștefan' })).toBe(2);
    expect(await names.countDocuments({ name: 'ștefan' }, { collation: { locale: 'en', strength: 1 } })).toBe(
      3,
    );
    await names.createIndex({ name: 1 }, { name: 'by_name' });
    const reply = await db.command({ collMod: 'names', index: { name: 'by_name', hidden: true } });
    expect(reply).toMatchObject({ hidden_old: false, hidden_new: true });
    const indexes = await names.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'by_name')?.hidden).toBe(true);
  });

  it('writes aggregation results with $out and $merge, and reads $documents without a collection', async () => {
    const sales = db.collection('sales');
    await sales.insertMany([
      { _id: 1 as never, item: 'a', qty: 2 },
      { _id: 2 as never, item: 'b', qty: 5 },
    ]);
    await sales.aggregate([{ $match: { qty: { $gt: 1 } } }, { $out: 'big_sales' }]).toArray();
    expect(await db.collection('big_sales').countDocuments()).toBe(2);
    await db.collection('totals').insertOne({ _id: 'a' as never, qty: 1, note: 'kept' });
    await sales.aggregate([{ $project: { _id: '$item', qty: 1 } }, { $merge: { into: 'totals' } }]).toArray();
    expect(await db.collection('totals').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 2, note: 'kept' },
      { _id: 'b', qty: 5 },
    ]);
    const documents = await db
      .aggregate([{ $documents: [{ x: 1 }, { x: 2 }] }, { $match: { x: 2 } }])
      .toArray();
    expect(documents).toEqual([{ x: 2 }]);
    await expect(sales.aggregate([{ $out: 'x' }, { $match: {} }]).toArray()).rejects.toMatchObject({
      code: 40601,
    });
  });
});

describe('collation', () => {
  it('matches, sorts and uses an index with the same collation', async () => {
    const songs = db.collection('collated_songs');
    await songs.createIndex({ title: 1 }, { name: 'title_ci', collation: { locale: 'en', strength: 1 } });
    await songs.insertMany([
      { title: 'Cântec' },
      { title: 'CANTEC' },
      { title: 'balada' },
      { title: 'Zori' },
    ]);
    const collation = { locale: 'en', strength: 1 };
    const found = await songs.find({ title: 'cantec' }, { collation }).toArray();
    expect(found.map((doc) => doc.title).sort()).toEqual(['CANTEC', 'Cântec']);
    const explained = await songs.find({ title: 'cantec' }, { collation }).explain();
    expect(JSON.stringify(explained.queryPlanner.winningPlan)).toContain('title_ci');
    // Without a collation the query compares exactly and may not use the collated index.
    expect(await songs.countDocuments({ title: 'cantec' })).toBe(0);
    const sorted = await songs.find({}, { collation }).sort({ title: 1 }).toArray();
    expect(sorted.map((doc) => doc.title)).toEqual(['balada', 'Cântec', 'CANTEC', 'Zori']);
    const grouped = await songs
      .aggregate([{ $match: { title: { $in: ['CÂNTEC'] } } }, { $count: 'n' }], { collation })
      .toArray();
    expect(grouped).toEqual([{ n: 2 }]);
  });
});
