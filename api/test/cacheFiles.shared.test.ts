import request from 'supertest';
import { CacheFiles, cacheFiles } from '../src/cache/cacheFiles';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.stop();
});

/** Two CacheFiles stand for two API processes: they share nothing but the database. */
function instance(read: () => Promise<unknown>): CacheFiles {
  const files = new CacheFiles(0);
  files.register('shared-test.json', read);
  return files;
}

describe('cache files kept in MongoDB', () => {
  it('serves what another instance generated, with a new stamp for every generation', async () => {
    let version = 1;
    const first = instance(async () => ({ version }));
    const second = instance(async () => ({ version }));
    await first.generate('shared-test.json');
    const before = (await second.stamps())['shared-test.json'];
    expect(await second.json('shared-test.json')).toEqual({ version: 1 });

    version = 2;
    await first.generate('shared-test.json');
    expect(await second.json('shared-test.json')).toEqual({ version: 2 });
    expect((await second.stamps())['shared-test.json']).toBeGreaterThan(before ?? Number.POSITIVE_INFINITY);
  });

  it('never lets a slower generation that read older data overwrite a newer one', async () => {
    let releaseSlow: () => void = () => undefined;
    let slowStarted: () => void = () => undefined;
    const slowRead = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    // The generator runs once its ticket is taken, so the slow generation holds the older ticket.
    const slowHasTicket = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const slow = instance(async () => {
      slowStarted();
      await slowRead;
      return { from: 'older read' };
    });
    const fast = instance(async () => ({ from: 'newer read' }));
    const slowRun = slow.generate('shared-test.json');
    await slowHasTicket;
    await fast.generate('shared-test.json');
    releaseSlow();
    await slowRun;
    expect(await fast.json('shared-test.json')).toEqual({ from: 'newer read' });
  });

  it('answers 404 for a file that is not registered and serves a registered one gzip-compressed', async () => {
    await request(api.app).get('/cache/nothing-here.json').expect(404);
    const name = cacheFiles.files[0] ?? '';
    await request(api.app).get(`/cache/${name}`).expect(404);
    await cacheFiles.generate(name);
    const stamp = (await request(api.app).get('/api/cache').expect(200)).body.files[name];
    const served = await request(api.app).get(`/cache/${name}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(served.headers['content-encoding']).toBe('gzip');
    expect(served.headers.etag).toBe(`"${stamp}"`);
    const plain = await request(api.app).get(`/cache/${name}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(await cacheFiles.json(name));
    await request(api.app).get(`/cache/${name}`).set('If-None-Match', `"${stamp}"`).expect(304);
  });
});
