import { Binary, type Db, ObjectId } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('query_fidelity');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

const id = (value: number) => value as never;

describe('projections answer as mongod does', () => {
  beforeAll(async () => {
    await db.collection('posts').insertOne({
      _id: id(1),
      title: 't',
      scores: [1, 5, 9, 12],
      comments: [
        { by: 'a', n: 1 },
        { by: 'b', n: 2 },
      ],
    });
  });

  it('keeps every field with $slice alone and with an exclusion', async () => {
    const posts = db.collection('posts');
    expect(await posts.findOne({ _id: id(1) }, { projection: { scores: { $slice: 2 } } })).toEqual({
      _id: 1,
      title: 't',
      scores: [1, 5],
      comments: [
        { by: 'a', n: 1 },
        { by: 'b', n: 2 },
      ],
    });
    expect(
      await posts.findOne({ _id: id(1) }, { projection: { scores: { $slice: [-2, 1] }, comments: 0 } }),
    ).toEqual({ _id: 1, title: 't', scores: [9] });
  });

  it('projects $elemMatch with operator-only conditions and the positional $ element', async () => {
    const posts = db.collection('posts');
    expect(
      await posts.findOne({ _id: id(1) }, { projection: { scores: { $elemMatch: { $gte: 6 } } } }),
    ).toEqual({
      _id: 1,
      scores: [9],
    });
    expect(
      await posts.findOne({ _id: id(1), 'comments.by': 'b' }, { projection: { 'comments.$': 1, title: 1 } }),
    ).toEqual({ _id: 1, title: 't', comments: [{ by: 'b', n: 2 }] });
  });

  it('returns included fields in stored order', async () => {
    const found = await db
      .collection('posts')
      .findOne({ _id: id(1) }, { projection: { scores: 1, title: 1 } });
    expect(Object.keys(found ?? {})).toEqual(['_id', 'title', 'scores']);
  });
});

describe('filters and updates answer as mongod does', () => {
  it('refuses an unknown operator even when the collection does not exist', async () => {
    await expect(
      db
        .collection('never_created')
        .find({ a: { $notAnOperator: 1 } } as never)
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('answers $type by the BSON type a value is stored and sent back with', async () => {
    const typed = db.collection('typed');
    await typed.insertMany([
      { _id: id(1), v: new ObjectId() },
      { _id: id(2), v: new Binary(Buffer.from('x'), 4) },
      { _id: id(3), v: 5 },
      { _id: id(4), v: 5.5 },
      { _id: id(5), v: ['s', 1] },
    ]);
    const ids = async (filter: object) => (await typed.find(filter).toArray()).map((doc) => doc._id);
    expect(await ids({ v: { $type: 'objectId' } })).toEqual([1]);
    expect(await ids({ v: { $type: 'binData' } })).toEqual([2]);
    expect(await ids({ v: { $type: 'int' } })).toEqual([3, 5]);
    expect(await ids({ v: { $type: 'double' } })).toEqual([4]);
    expect(await ids({ v: { $type: ['number'] } })).toEqual([3, 4, 5]);
    expect(await ids({ v: { $type: 4 } })).toEqual([5]);
    expect(await ids({ v: { $not: { $type: 'string' } } })).toEqual([1, 2, 3, 4]);
  });

  it('matches $all against a field that is not an array', async () => {
    const tags = db.collection('tags');
    await tags.insertMany([{ tag: 'x' }, { tag: ['x', 'y'] }, { tag: 'y' }]);
    expect(await tags.countDocuments({ tag: { $all: ['x'] } })).toBe(2);
    expect(await tags.countDocuments({ tag: { $all: ['x', 'y'] } })).toBe(1);
    expect(await tags.countDocuments({ tag: { $all: [/^x/] } })).toBe(2);
  });

  it('accepts ICU locale ids with an underscore and refuses unknown locales', async () => {
    const names = db.collection('names');
    await names.insertMany([{ name: 'Ana' }, { name: 'ana' }]);
    expect(await names.countDocuments({ name: 'ANA' }, { collation: { locale: 'en_US', strength: 2 } })).toBe(
      2,
    );
    await expect(
      names.countDocuments({ name: 'ANA' }, { collation: { locale: 'zz_QQ_x' } }),
    ).rejects.toMatchObject({
      code: 2,
    });
  });

  it('updates two paths through the same array with $[] and $[id]', async () => {
    const parents = db.collection('parents');
    await parents.insertOne({ _id: id(1), children: [{ n: 1 }, { n: 2 }] });
    await parents.updateOne(
      { _id: id(1) },
      { $set: { 'children.$[].seen': true, 'children.$[big].big': true } },
      { arrayFilters: [{ 'big.n': { $gt: 1 } }] },
    );
    expect(await parents.findOne({ _id: id(1) })).toEqual({
      _id: 1,
      children: [
        { n: 1, seen: true },
        { n: 2, seen: true, big: true },
      ],
    });
    await expect(
      parents.updateOne({ _id: id(1) }, { $set: { 'children.$[]': 1, 'children.$[].n': 2 } }),
    ).rejects.toMatchObject({ code: 40 });
  });

  it('returns documents in the order of a hinted descending index', async () => {
    const stock = db.collection('stock');
    await stock.createIndex({ qty: -1, name: -1 });
    await stock.insertMany([
      { name: 'Andrew', qty: 4 },
      { name: 'Betty', qty: 5 },
      { name: 'Charlie', qty: 4 },
    ]);
    const found = await stock.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray();
    expect(found.map((doc) => doc.name)).toEqual(['Betty', 'Charlie', 'Andrew']);
  });

  it('refuses change streams as a standalone mongod does', async () => {
    await expect(
      db
        .collection('typed')
        .aggregate([{ $changeStream: {} }])
        .toArray(),
    ).rejects.toMatchObject({
      code: 40573,
      message: 'The $changeStream stage is only supported on replica sets',
    });
  });

  it('refuses a truthy capped option without a size', async () => {
    await expect(db.createCollection('capped_no_size', { capped: 1024 } as never)).rejects.toMatchObject({
      code: 72,
    });
  });

  it('finds English words by their stem in a text search', async () => {
    const posts = db.collection('english_posts');
    await posts.createIndex({ title: 'text' });
    await posts.insertMany([{ title: 'searching in mongoose' }, { title: 'text search in mongoose' }]);
    const found = await posts
      .find({ $text: { $search: 'text search' } }, { projection: { score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(found.map((doc) => doc.title)).toEqual(['text search in mongoose', 'searching in mongoose']);
  });
});
