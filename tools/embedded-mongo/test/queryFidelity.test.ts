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

describe('field names and binary values answer as mongod does', () => {
  it('reads DBRef fields inside $elemMatch as fields', async () => {
    const chats = db.collection('chats');
    const member = new ObjectId();
    await chats.insertOne({ members: [{ $ref: 'users', $id: member, $db: 'app' }] });
    expect(await chats.countDocuments({ members: { $elemMatch: { $id: member } } })).toBe(1);
    expect(await chats.countDocuments({ members: { $elemMatch: { $id: new ObjectId() } } })).toBe(0);
    expect(
      await chats.countDocuments({ members: { $elemMatch: { $ref: 'users', $id: { $in: [member] } } } }),
    ).toBe(1);
  });

  it('treats __proto__ as an ordinary field in filters, projections and updates, without pollution', async () => {
    const things = db.collection('protos');
    await things.insertOne({ _id: id(1), hello: 'world', path: {} });
    await things.updateOne({ _id: id(1) }, { $rename: { hello: '__proto__.polluted' } });
    await things.updateOne({ _id: id(1) }, { $set: { path: JSON.parse('{"__proto__":"abcd"}') } });
    const found = await things.findOne({ '__proto__.polluted': 'world' });
    expect(found && Object.hasOwn(found, '__proto__')).toBe(true);
    expect(found?.path && Object.getOwnPropertyDescriptor(found.path, '__proto__')?.value).toBe('abcd');
    const projected = await things.findOne({ _id: id(1) }, { projection: { '__proto__.polluted': 1 } });
    expect(projected && Object.getOwnPropertyDescriptor(projected, '__proto__')?.value).toEqual({
      polluted: 'world',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('never finds binary data equal to a string or an array, and orders it by length, subtype, then bytes', async () => {
    const blocks = db.collection('blocks');
    const bytes = (text: string, subtype = 0) => new Binary(Buffer.from(text), subtype);
    await blocks.insertMany([
      { _id: id(1), block: bytes('über') },
      { _id: id(2), block: bytes('hello world') },
      { _id: id(3), block: 'über' },
      { _id: id(4), block: [...Buffer.from('über')] },
      { _id: id(5), block: bytes('abcde', 4) },
    ]);
    const ids = async (filter: object) =>
      (await blocks.find(filter, { sort: { _id: 1 } }).toArray()).map((doc) => doc._id);
    expect(await ids({ block: { $in: [bytes('über'), bytes('hello world')] } })).toEqual([1, 2]);
    expect(await ids({ block: { $nin: [bytes('über')] } })).toEqual([2, 3, 4, 5]);
    expect(await ids({ block: bytes('über') })).toEqual([1]);
    // 'über' is 5 bytes (c3 bc …): longer data sorts after it, then a higher subtype, then higher bytes.
    const ones = new Binary(Buffer.alloc(5, 0xff));
    expect(await ids({ block: { $gt: ones } })).toEqual([2, 5]);
    expect(await ids({ block: { $lt: ones } })).toEqual([1]);
    expect(await ids({ block: { $gt: bytes('abcd') } })).toEqual([1, 2, 5]);
  });

  it('tests bits of binary data, least significant bit of the first byte first', async () => {
    const uuids = db.collection('uuids');
    await uuids.insertOne({ _id: id(1), uuid: new Binary(Buffer.from(`ff${'0'.repeat(30)}`, 'hex'), 4) });
    const found = async (condition: object) => (await uuids.countDocuments({ uuid: condition })) === 1;
    expect(await found({ $bitsAllSet: [0, 4] })).toBe(true);
    expect(await found({ $bitsAllSet: 2 ** 15 })).toBe(false);
    expect(await found({ $bitsAnySet: 3 })).toBe(true);
    expect(await found({ $bitsAnySet: [8] })).toBe(false);
    expect(await found({ $bitsAnyClear: [0, 32] })).toBe(true);
    expect(await found({ $bitsAnyClear: 7 })).toBe(false);
    expect(await found({ $bitsAllClear: [16, 17, 18] })).toBe(true);
    expect(await found({ $bitsAllClear: 3 })).toBe(false);
    expect(await found({ $bitsAllSet: new Binary(Buffer.from([0x11])) })).toBe(true);
  });
});
