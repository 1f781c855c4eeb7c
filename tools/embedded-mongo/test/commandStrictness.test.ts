import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('command_strictness');
  db = target.client.db(target.dbName);
  await db.collection('items').insertMany([
    { _id: 1, name: 'a', n: 1 },
    { _id: 2, name: 'b', n: 2 },
  ] as never[]);
});
afterAll(() => target.close());

const unknownField = (path: string) => ({
  ok: 0,
  code: 40415,
  errmsg: `BSON field '${path}' is an unknown field.`,
});

async function reply(command: Record<string, unknown>): Promise<Record<string, unknown>> {
  return db
    .command(command)
    .catch((error: { errorResponse: Record<string, unknown> }) => error.errorResponse);
}

describe('command fields are checked as mongod 7.0 checks them', () => {
  it('refuses an unknown field of find, aggregate, count and findAndModify', async () => {
    expect(await reply({ find: 'items', bogusOption: 1 })).toMatchObject(unknownField('find.bogusOption'));
    expect(await reply({ aggregate: 'items', pipeline: [], cursor: {}, bogus: true })).toMatchObject(
      unknownField('aggregate.bogus'),
    );
    expect(await reply({ count: 'items', bogus: 1 })).toMatchObject(unknownField('count.bogus'));
    expect(await reply({ findAndModify: 'items', query: {}, remove: true, bogus: 1 })).toMatchObject(
      unknownField('findAndModify.bogus'),
    );
  });

  it('refuses an unknown field of an update or delete statement, and sort on an update (MongoDB 8.0 only)', async () => {
    expect(
      await reply({ update: 'items', updates: [{ q: {}, u: { $set: { n: 3 } }, bogus: 1 }] }),
    ).toMatchObject(unknownField('update.updates.bogus'));
    expect(await reply({ delete: 'items', deletes: [{ q: {}, limit: 1, bogus: 1 }] })).toMatchObject(
      unknownField('delete.deletes.bogus'),
    );
    await expect(
      db.collection('items').updateOne({}, { $set: { n: 9 } }, { sort: { n: -1 } }),
    ).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'update.updates.sort' is an unknown field.",
    });
    expect(await db.collection('items').findOne({ _id: 2 as never })).toEqual({ _id: 2, name: 'b', n: 2 });
  });

  it('accepts the generic arguments and every option the driver sends', async () => {
    const found = await reply({
      find: 'items',
      filter: { n: { $gte: 1 } },
      sort: { n: 1 },
      projection: { name: 1 },
      limit: 5,
      batchSize: 5,
      comment: 'strict',
      maxTimeMS: 1000,
      readConcern: { level: 'local' },
      allowDiskUse: true,
      noCursorTimeout: false,
      let: { x: 1 },
    });
    expect(found).toMatchObject({ ok: 1 });
    const items = db.collection('items');
    await items.updateOne(
      { _id: 1 as never },
      { $set: { n: 1 } },
      { comment: 'c', upsert: false, hint: { _id: 1 } },
    );
    await items.deleteMany({ n: 99 }, { comment: 'c', collation: { locale: 'en', strength: 2 } });
    await items.findOneAndUpdate(
      { _id: 1 as never },
      { $set: { n: 1 } },
      { projection: { n: 1 }, sort: { n: 1 } },
    );
    expect(await items.countDocuments({}, { comment: 'c', maxTimeMS: 1000 })).toBe(2);
    expect(await items.estimatedDocumentCount({ comment: 'c' })).toBe(2);
    expect(await items.distinct('name', {}, { comment: 'c' })).toEqual(['a', 'b']);
  });
});

describe('let variables are bound as mongod binds them', () => {
  it('binds $$var in find and in aggregate (its leading $match and later stages)', async () => {
    const items = db.collection('items');
    const filter = { $expr: { $eq: ['$name', '$$wanted'] } };
    expect(await items.find(filter, { let: { wanted: 'b' } }).toArray()).toEqual([
      { _id: 2, name: 'b', n: 2 },
    ]);
    expect(
      await items
        .aggregate(
          [{ $match: filter }, { $project: { _id: 1, doubled: { $multiply: ['$n', '$$factor'] } } }],
          {
            let: { wanted: 'a', factor: { $add: [1, 1] } },
          },
        )
        .toArray(),
    ).toEqual([{ _id: 1, doubled: 2 }]);
  });

  it('binds $$var in update, pipeline update, findAndModify, delete and bulk writes', async () => {
    const things = db.collection('let_things');
    await things.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
      { _id: 3, n: 3 },
    ] as never[]);
    const byLet = { $expr: { $eq: ['$_id', '$$target'] } };
    await things.updateOne(byLet, [{ $set: { n: { $add: ['$n', '$$step'] } } }], {
      let: { target: 1, step: 10 },
    });
    expect(await things.findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 11 });
    const found = await things.findOneAndUpdate(
      byLet,
      { $set: { seen: true } },
      {
        let: { target: 2 },
        returnDocument: 'after',
      },
    );
    expect(found).toEqual({ _id: 2, n: 2, seen: true });
    const bulk = await things.bulkWrite(
      [
        { updateOne: { filter: byLet, update: [{ $set: { tag: '$$label' } }] } },
        { deleteOne: { filter: { $expr: { $eq: ['$_id', '$$gone'] } } } },
      ],
      { let: { target: 3, label: 'x', gone: 1 } },
    );
    expect(bulk.modifiedCount).toBe(1);
    expect(bulk.deletedCount).toBe(1);
    expect(await things.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 2, n: 2, seen: true },
      { _id: 3, n: 3, tag: 'x' },
    ]);
  });

  it("binds an update statement's constants (c) in its pipeline, and only there", async () => {
    const items = db.collection('const_items');
    await items.insertOne({ _id: 1 as never, n: 1 });
    const statement = { q: { _id: 1 }, u: [{ $set: { n: { $add: ['$n', '$$step'] } } }], c: { step: 4 } };
    expect(await reply({ update: 'const_items', updates: [statement] })).toMatchObject({
      ok: 1,
      nModified: 1,
    });
    expect(await items.findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 5 });
    const operators = { q: { _id: 1 }, u: { $set: { n: 0 } }, c: { step: 4 } };
    const refused = await reply({ update: 'const_items', updates: [operators] });
    // A statement-level refusal: a writeError here; the test accepts it as a command error too.
    const [writeError] = (refused.writeErrors as { code: number; errmsg: string }[] | undefined) ?? [];
    expect(writeError ?? refused).toMatchObject({
      code: 51198,
      errmsg: 'Constant values may only be specified for pipeline updates',
    });
  });

  it('keeps $$name a plain string outside $expr and refuses an invalid variable name', async () => {
    const items = db.collection('items');
    expect(await items.find({ name: '$$wanted' }, { let: { wanted: 'a' } }).toArray()).toEqual([]);
    await expect(items.find({}, { let: { Wanted: 1 } }).toArray()).rejects.toMatchObject({
      code: 16870,
      message: "'Wanted' starts with an invalid character for a user variable name",
    });
  });
});

describe('pipeline updates answer as mongod does', () => {
  it('sets $-prefixed and dotted top-level fields through $replaceWith and $setField', async () => {
    const fields = db.collection('pipeline_fields');
    await fields.insertOne({ _id: 1 as never, a: 1 });
    const result = await fields.updateOne({ _id: 1 as never }, [
      {
        $replaceWith: {
          $setField: {
            field: { $literal: '$price' },
            input: { $setField: { field: 'a.b', input: '$$ROOT', value: 2 } },
            value: 5,
          },
        },
      },
    ]);
    expect(result.modifiedCount).toBe(1);
    expect(await fields.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: 1, 'a.b': 2, $price: 5 });
  });

  it('keeps the original _id when $replaceRoot drops it, and refuses a changed _id', async () => {
    const roots = db.collection('pipeline_roots');
    await roots.insertOne({ _id: 1 as never, inner: { x: 1 } });
    await roots.updateOne({ _id: 1 as never }, [{ $replaceRoot: { newRoot: '$inner' } }]);
    expect(await roots.findOne({ _id: 1 as never })).toEqual({ _id: 1, x: 1 });
    await expect(
      roots.updateOne({ _id: 1 as never }, [{ $replaceRoot: { newRoot: { _id: 2, y: 1 } } }]),
    ).rejects.toMatchObject({ code: 66 });
  });

  it('refuses a stage an update pipeline may not hold', async () => {
    await expect(
      db.collection('items').updateOne({ _id: 1 as never }, [{ $match: { n: 1 } }]),
    ).rejects.toMatchObject({ code: 72, message: '$match is not allowed to be used within an update' });
  });
});
