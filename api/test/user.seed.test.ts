import request from 'supertest';
import { ROLE, UserModel } from '../src/users/user.model';
import { seedUsers } from '../src/users/user.seed';
import { solveCaptcha } from './support/captcha';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ ALTCHA_MAX_NUMBER: '500' });
});

afterAll(async () => {
  await api.stop();
});

/** mulberry32: a small deterministic stream for the test. */
function streamOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const snapshot = async () =>
  (await UserModel.find({}, { passwordHash: 0, locationId: 0, __v: 0 }).sort({ _id: 1 }).lean()).map(
    (user) => ({
      ...user,
      _id: String(user._id),
    }),
  );

describe('seedUsers', () => {
  it('writes the same users for the same stream, demo accounts first', async () => {
    const seeded = await seedUsers(60, streamOf(7));
    expect(seeded).toHaveLength(62);
    expect(seeded.slice(0, 2).map((user) => user.slug)).toEqual(['admin', 'ana-pop']);
    const first = await snapshot();
    await api.clear();
    await seedUsers(60, streamOf(7));
    expect(await snapshot()).toEqual(first);

    const slugs = new Set(first.map((user) => user.slug));
    expect(slugs.size).toBe(62);
    for (const user of first) {
      expect(user.username).toMatch(/^[\p{L}\p{N}_\s.-]{3,50}$/u);
      expect(user.instrumentCodes).toMatch(/^[01]{20}$/);
    }
    expect(first.some((user) => user.location !== '')).toBe(true);
    expect(first.find((user) => user.slug === 'admin')?.role).toBe(ROLE.admin);
  });

  it('lets the documented demo accounts sign in', async () => {
    for (const [email, password] of [
      ['admin@acorduri.test', 'Admin1234'],
      ['ana@acorduri.test', 'Demo1234'],
    ]) {
      await request(api.app)
        .post('/api/account/sign-in')
        .send({ email, password, captchaResponse: await solveCaptcha(api.app) })
        .expect(200);
    }
  });
});
