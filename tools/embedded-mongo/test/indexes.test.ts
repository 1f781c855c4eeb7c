import { MongoServerError } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('indexes');
});
afterAll(() => target.close());

describe('indexes', () => {
  it('rejects duplicates on a unique index with MongoDB error shape', async () => {
    const users = target.client.db(target.dbName).collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@b.ro' });
    const error = await users.insertOne({ email: 'a@b.ro' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@b.ro' },
    });
    expect((error as Error).message).toContain(
      `E11000 duplicate key error collection: ${target.dbName}.users index: email_1 dup key: { email: "a@b.ro" }`,
    );
  });

  it('reports per-document writeErrors on unordered inserts and keeps the rest', async () => {
    const codes = target.client.db(target.dbName).collection('codes');
    await codes.createIndex({ code: 1 }, { unique: true });
    const error = await codes
      .insertMany([{ code: 1 }, { code: 1 }, { code: 2 }], { ordered: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000 });
    expect(await codes.countDocuments()).toBe(2);
  });

  it('lists and drops indexes', async () => {
    const coll = target.client.db(target.dbName).collection('listing');
    await coll.createIndex({ a: 1, b: -1 }, { name: 'a_b' });
    expect((await coll.indexes()).map((index) => index.name)).toEqual(['_id_', 'a_b']);
    await coll.dropIndex('a_b');
    expect((await coll.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });
});
