import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('errors');
});
afterAll(() => target.close());

describe('error shapes', () => {
  it('answers unknown commands with CommandNotFound (59)', async () => {
    await expect(target.client.db(target.dbName).command({ noSuchCommand: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
    });
  });

  it('refuses $text without a text index with IndexNotFound (27)', async () => {
    const notes = target.client.db(target.dbName).collection('notes');
    await notes.insertOne({ body: 'la multi ani' });
    await expect(notes.find({ $text: { $search: 'ani' } }).toArray()).rejects.toMatchObject({ code: 27 });
  });

  it('refuses to change _id with ImmutableField (66)', async () => {
    const items = target.client.db(target.dbName).collection('items');
    const { insertedId } = await items.insertOne({ n: 1 });
    await expect(
      items.updateOne({ _id: insertedId }, { $set: { _id: 'other' as never } }),
    ).rejects.toMatchObject({
      code: 66,
    });
  });

  it('reports a duplicate key from findOneAndUpdate with keyPattern and keyValue', async () => {
    const slugs = target.client.db(target.dbName).collection('slugs');
    await slugs.createIndex({ slug: 1 }, { unique: true });
    await slugs.insertMany([{ slug: 'a' }, { slug: 'b' }]);
    await expect(slugs.findOneAndUpdate({ slug: 'b' }, { $set: { slug: 'a' } })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { slug: 1 },
      keyValue: { slug: 'a' },
    });
    expect(await slugs.countDocuments({ slug: 'b' })).toBe(1);
  });

  it('refuses an array as _id with InvalidIdField (53)', async () => {
    const items = target.client.db(target.dbName).collection('ids');
    await expect(items.insertOne({ _id: [1, 2] as never })).rejects.toMatchObject({ code: 53 });
  });
});
