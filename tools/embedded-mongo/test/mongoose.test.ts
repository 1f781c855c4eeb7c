import { Schema } from 'mongoose';
import { openTarget, type TestTarget } from './support/target';

let target: TestTarget;

beforeAll(async () => {
  target = await openTarget('mongoose');
});
afterAll(() => target.close());

describe('through mongoose', () => {
  it('creates, reads and updates documents of a model with timestamps', async () => {
    const connection = await target.mongoose();
    const Song = connection.model('Song', new Schema({ title: String, plays: Number }, { timestamps: true }));
    const created = await Song.create({ title: 'Doina', plays: 0 });
    await Song.updateOne({ _id: created._id }, { $inc: { plays: 3 } });
    const found = await Song.findById(created._id).lean();
    expect(found).toMatchObject({ title: 'Doina', plays: 3 });
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it('surfaces unique violations as E11000 errors', async () => {
    const connection = await target.mongoose();
    const User = connection.model('User', new Schema({ email: { type: String, unique: true } }));
    await User.init();
    await User.create({ email: 'x@y.ro' });
    await expect(User.create({ email: 'x@y.ro' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'x@y.ro' },
    });
  });

  it('populates references', async () => {
    const connection = await target.mongoose();
    const Artist = connection.model('Artist', new Schema({ name: String }));
    const Tab = connection.model(
      'Tab',
      new Schema({ title: String, artist: { type: Schema.Types.ObjectId, ref: 'Artist' } }),
    );
    const artist = await Artist.create({ name: 'Compact' });
    await Tab.create([
      { title: 'Cântec de leagăn', artist: artist._id },
      { title: 'Singur', artist: artist._id },
    ]);
    const tabs = await Tab.find().sort({ title: 1 }).populate<{ artist: { name: string } }>('artist').lean();
    expect(tabs.map((tab) => [tab.title, tab.artist.name])).toEqual([
      ['Cântec de leagăn', 'Compact'],
      ['Singur', 'Compact'],
    ]);
  });

  it('works with and without sessions; transactions follow the server type', async () => {
    const connection = await target.mongoose();
    const Counter = connection.model('Counter', new Schema({ name: String, n: Number }));
    const session = await connection.startSession();
    try {
      await Counter.create([{ name: 'a', n: 1 }], { session });
      expect(await Counter.findOne({ name: 'a' }).session(session).lean()).toMatchObject({ n: 1 });
      const hello = await connection.db!.admin().command({ hello: 1 });
      const transaction = session.withTransaction(() =>
        Counter.updateOne({ name: 'a' }, { $inc: { n: 1 } }, { session }),
      );
      if (hello.setName) {
        await transaction;
        expect(await Counter.findOne({ name: 'a' }).lean()).toMatchObject({ n: 2 });
      } else {
        // mongod's code 20 answer; the driver rewrites it into its own "retryable writes" message.
        await expect(transaction).rejects.toThrow(
          /Transaction numbers are only allowed|does not support retryable writes/,
        );
        expect(await Counter.findOne({ name: 'a' }).lean()).toMatchObject({ n: 1 });
      }
    } finally {
      await session.endSession();
    }
  });
});
