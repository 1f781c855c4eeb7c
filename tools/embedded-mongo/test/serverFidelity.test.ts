import type { Db } from 'mongodb';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;
let db: Db;

beforeAll(async () => {
  target = await openTarget('server_fidelity');
  db = target.client.db(target.dbName);
});
afterAll(() => target.close());

describe('writes and reads answer as mongod 7.0 does', () => {
  it("refuses an _id document holding a '$'-prefixed field", async () => {
    const ids = db.collection('dollar_ids');
    await expect(ids.insertOne({ _id: { $a: 1 } as never })).rejects.toMatchObject({
      code: 52,
      message: "_id fields may not contain '$'-prefixed fields: $a is not valid for storage.",
    });
    await expect(ids.insertOne({ _id: { a: { $b: 1 } } as never })).rejects.toMatchObject({ code: 52 });
    await ids.insertOne({ _id: { a: 1 } as never });
    expect(await ids.countDocuments()).toBe(1);
  });

  it('refuses an unknown operator even when no document is read', async () => {
    await db.createCollection('empty_things');
    const things = db.collection('empty_things');
    const bad = { $invalidOperator: true } as never;
    const refused = { code: 2, message: 'unknown top level operator: $invalidOperator' };
    await expect(things.find(bad).toArray()).rejects.toMatchObject(refused);
    await expect(things.countDocuments(bad)).rejects.toMatchObject(refused);
    await expect(things.updateOne(bad, { $set: { a: 1 } })).rejects.toMatchObject(refused);
    await expect(things.deleteMany(bad)).rejects.toMatchObject(refused);
    await expect(things.findOneAndDelete(bad)).rejects.toMatchObject(refused);
    await expect(db.collection('missing_things').distinct('a', bad)).rejects.toMatchObject(refused);
  });

  it('answers distinct through the collation', async () => {
    const words = db.collection('distinct_words');
    await words.insertMany([{ w: 'PING' }, { w: 'ping' }, { w: 'pong' }]);
    const values = await words.distinct('w', {}, { collation: { locale: 'en', strength: 2 } });
    expect(values).toHaveLength(2);
    expect(values.map((value) => String(value).toLowerCase()).sort()).toEqual(['ping', 'pong']);
    expect(await words.distinct('w')).toHaveLength(3);
  });

  it('gives keyPattern and keyValue when $merge whenMatched fail meets an existing document', async () => {
    await db.collection('merge_source').insertOne({ _id: 7 as never, v: 1 });
    await db.collection('merge_target').insertOne({ _id: 7 as never, v: 0 });
    await expect(
      db
        .collection('merge_source')
        .aggregate([{ $merge: { into: 'merge_target', whenMatched: 'fail' } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 7 } });
    expect(await db.collection('merge_target').find().toArray()).toEqual([{ _id: 7, v: 0 }]);
  });

  it('lists the sessions this server knows with $listLocalSessions', async () => {
    const session = target.client.startSession();
    await db.collection('items').findOne({}, { session });
    const sessions = await target.client
      .db('admin')
      .aggregate([{ $listLocalSessions: {} }, { $match: { '_id.id': session.id?.id } }])
      .toArray();
    await session.endSession();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ _id: { id: session.id?.id }, lastUse: expect.any(Date) });
    expect(sessions[0]?._id.uid.buffer.length).toBe(32);
  });
});
