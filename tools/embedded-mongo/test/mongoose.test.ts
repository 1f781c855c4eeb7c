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
});
