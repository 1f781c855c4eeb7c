import { Binary, type Db, Decimal128, Double, Int32, Long } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('update_fidelity');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

const id = (value: string) => value as never;

describe('updates answer as mongod does', () => {
  it('sets two positional paths of the same matched element (mongoose timestamps on subdocuments)', async () => {
    const parents = db.collection('parents');
    await parents.insertOne({ _id: id('p'), children: [{ name: 'a' }, { name: 'b' }] });
    await parents.updateOne(
      { _id: id('p'), 'children.name': 'b' },
      { $set: { 'children.$.name': 'c', 'children.$.updatedAt': 7 } },
    );
    expect(await parents.findOne({ _id: id('p') })).toEqual({
      _id: 'p',
      children: [{ name: 'a' }, { name: 'c', updatedAt: 7 }],
    });
  });

  it('refuses a positional path the filter does not match', async () => {
    const parents = db.collection('parents_nomatch');
    await parents.insertOne({ _id: id('p'), children: [{ name: 'a' }] });
    await expect(
      parents.updateOne({ _id: id('p') }, { $set: { 'children.$.name': 'x' } }),
    ).rejects.toMatchObject({
      code: 2,
      message: 'The positional operator did not find the match needed from the query.',
    });
  });

  it('accepts $set of _id to its unchanged value and refuses a new one', async () => {
    const items = db.collection('items');
    await items.insertOne({ _id: id('i'), n: 1 });
    const same = await items.updateOne({ _id: id('i') }, { $set: { _id: id('i'), n: 2 } });
    expect(same.modifiedCount).toBe(1);
    await expect(items.updateOne({ _id: id('i') }, { $set: { _id: id('j') } })).rejects.toMatchObject({
      code: 66,
    });
    const upserted = await items.updateOne({ n: 9 }, { $set: { _id: id('k'), n: 9 } }, { upsert: true });
    expect(upserted.upsertedId).toBe('k');
  });

  it('refuses $push/$addToSet onto a non-array and $set through an array', async () => {
    const posts = db.collection('posts');
    await posts.insertOne({ _id: id('x'), tags: 'solo', comments: [{ body: 'q' }] });
    await expect(posts.updateOne({ _id: id('x') }, { $push: { tags: 'y' } as never })).rejects.toMatchObject({
      code: 2,
    });
    await expect(
      posts.updateOne({ _id: id('x') }, { $addToSet: { tags: 'y' } as never }),
    ).rejects.toMatchObject({
      code: 2,
    });
    await expect(posts.updateOne({ _id: id('x') }, { $set: { 'comments.body': 'y' } })).rejects.toMatchObject(
      {
        code: 28,
      },
    );
    expect(await posts.findOne({ _id: id('x') })).toEqual({
      _id: 'x',
      tags: 'solo',
      comments: [{ body: 'q' }],
    });
  });

  it('sets a top-level $-prefixed field name (MongoDB 5.0+)', async () => {
    const keys = db.collection('dollar_keys');
    await keys.updateOne({ _id: id('d') }, { $set: { $myKey: 'v' } } as never, { upsert: true });
    expect(await keys.findOne({ _id: id('d') })).toEqual({ _id: 'd', $myKey: 'v' });
  });

  it('stores a change of binary subtype', async () => {
    const files = db.collection('binary_subtype');
    await files.insertOne({ _id: id('f'), buf: new Binary(Buffer.from('hi'), 128) });
    await files.updateOne({ _id: id('f') }, { $set: { buf: new Binary(Buffer.from('hi'), 0) } });
    expect((await files.findOne({ _id: id('f') }))?.buf.sub_type).toBe(0);
  });

  it('pulls the element documents a $pull condition with $or matches', async () => {
    const bands = db.collection('bands');
    await bands.insertOne({ _id: id('b'), members: [{ name: 'Axl' }, { name: 'Slash' }, { name: 'Izzy' }] });
    await bands.updateOne({ _id: id('b') }, {
      $pull: { members: { $or: [{ name: 'Slash' }, { name: 'Izzy' }] } },
    } as never);
    expect(await bands.findOne({ _id: id('b') })).toEqual({ _id: 'b', members: [{ name: 'Axl' }] });
  });

  it('refuses a document over 16 MB on insert and on update', async () => {
    const big = db.collection('big');
    const data = 'x'.repeat(16 * 1024 * 1024);
    await expect(big.insertOne({ data })).rejects.toMatchObject({ code: 10334 });
    await big.insertOne({ _id: id('b'), data: 'x'.repeat(9 * 1024 * 1024) });
    await expect(
      big.updateOne({ _id: id('b') }, { $set: { more: 'x'.repeat(8 * 1024 * 1024) } }),
    ).rejects.toMatchObject({ code: 17419 });
    expect(await big.countDocuments()).toBe(1);
  });
});

describe('numbers keep their BSON type as mongod keeps it', () => {
  const typeOf = (value: unknown) => (value as { _bsontype?: string })?._bsontype ?? typeof value;

  it('round-trips Int32, a small Long, an integral Double, a Long beyond 2^53 and a Decimal128', async () => {
    const numbers = db.collection('numbers');
    const big = Long.fromString('9007199254740993');
    await numbers.insertOne({
      _id: id('n'),
      int: new Int32(5),
      long: Long.fromNumber(37),
      double: new Double(42),
      fraction: 1.5,
      negativeZero: -0,
      big,
      decimal: Decimal128.fromString('1.10'),
      nested: [{ d: new Double(1) }],
    });
    const raw = await numbers.findOne({ _id: id('n') }, { promoteValues: false });
    expect(Object.entries(raw ?? {}).map(([field, value]) => [field, typeOf(value)])).toEqual([
      ['_id', 'string'],
      ['int', 'Int32'],
      ['long', 'Long'],
      ['double', 'Double'],
      ['fraction', 'Double'],
      ['negativeZero', 'Double'],
      ['big', 'Long'],
      ['decimal', 'Decimal128'],
      ['nested', 'object'],
    ]);
    expect(typeOf((raw?.nested as { d: unknown }[] | undefined)?.[0]?.d)).toBe('Double');
    expect((await numbers.findOne({ _id: id('n') }, { useBigInt64: true }))?.long).toBe(37n);
    expect((raw?.big as Long | undefined)?.toString()).toBe('9007199254740993');
  });

  it('tells the number types apart with $type and compares them by value', async () => {
    const numbers = db.collection('numbers');
    const ids = async (filter: object) => (await numbers.find(filter).toArray()).map((doc) => doc._id);
    for (const [field, type, code] of [
      ['int', 'int', 16],
      ['long', 'long', 18],
      ['double', 'double', 1],
      ['decimal', 'decimal', 19],
    ] as const) {
      expect(await ids({ [field]: { $type: type } })).toEqual(['n']);
      expect(await ids({ [field]: { $type: code } })).toEqual(['n']);
      expect(await ids({ [field]: { $type: 'number' } })).toEqual(['n']);
    }
    expect(await ids({ double: { $type: 'int' } })).toEqual([]);
    expect(await ids({ long: { $type: 'int' } })).toEqual([]);
    expect(await ids({ double: 42, long: { $gte: 37, $lt: 38 }, 'nested.d': 1 })).toEqual(['n']);
    expect(await ids({ long: { $in: [36, 37] }, double: { $gt: 41.5 } })).toEqual(['n']);
    await numbers.createIndex({ double: 1 });
    expect(await ids({ double: 42 })).toEqual(['n']);
    const sorted = await numbers
      .aggregate([{ $match: { _id: 'n' } }, { $project: { sum: { $add: ['$long', '$double'] } } }])
      .toArray();
    expect(sorted[0]?.sum).toBe(79);
  });

  it('keeps untouched types through updates and promotes $inc/$mul results as mongod does', async () => {
    const counters = db.collection('counters');
    await counters.insertOne({
      _id: id('c'),
      double: new Double(2),
      long: Long.fromNumber(3),
      int: 2147483647,
      small: 1,
      other: new Double(7),
    });
    await counters.updateOne(
      { _id: id('c') },
      { $inc: { double: 1, long: 1, int: 1, small: 1 }, $set: { set: new Double(9) } },
    );
    await counters.updateOne({ _id: id('c') }, { $mul: { small: new Double(2) } });
    const raw = await counters.findOne({ _id: id('c') }, { promoteValues: false });
    expect(
      Object.fromEntries(Object.entries(raw ?? {}).map(([field, value]) => [field, typeOf(value)])),
    ).toEqual({
      _id: 'string',
      double: 'Double',
      long: 'Long',
      int: 'Long',
      small: 'Double',
      other: 'Double',
      set: 'Double',
    });
    const plain = await counters.findOne({ _id: id('c') });
    expect(plain).toMatchObject({ double: 3, long: 4, int: 2147483648, small: 4, other: 7, set: 9 });
  });
});
