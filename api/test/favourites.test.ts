import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { FavouriteModel } from '../src/favourites/favourite.model';
import { TOP_FAVOURITES_FILE } from '../src/tabs/tab.cache';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent, type TestAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const TOO_MANY = 'Prea multe cereri. Vă rugăm să încercați mai târziu.';

describe('favourite tabs (/api/user/tab/favourites)', () => {
  let api: TestApi;
  let agent: TestAgent;
  let firstId: string;
  let secondId: string;
  let hiddenId: string;

  beforeAll(async () => {
    api = await startTestApi();
    agent = await signedInAgent(api.app);
    const artist = await createArtist('Cargo');
    firstId = (await createTab({ title: 'Daca ploaia s-ar opri', artist }))._id.toHexString();
    secondId = (await createTab({ title: 'Ziua vrajitoarelor', artist }))._id.toHexString();
    hiddenId = (await createTab({ title: 'Ascunsă', artist, isPublic: false }))._id.toHexString();
  });
  afterAll(() => api.stop());

  const favouriteCountOf = async (id: string) => (await TabModel.findById(id).lean())?.favouriteCount;

  it('adds favourites and lists them as tab rows, latest added first', async () => {
    expect((await agent.post('/api/user/tab/favourites').send({ id: firstId })).body).toBe(true);
    expect((await agent.post('/api/user/tab/favourites').send({ id: secondId })).body).toBe(true);
    const res = await agent.get('/api/user/tab/favourites').expect(200);
    expect(res.body.tabs.map((tab: { id: string }) => tab.id)).toEqual([secondId, firstId]);
    expect(res.body.tabs[0]).toMatchObject({
      title: 'Ziua vrajitoarelor',
      artist: { name: 'Cargo', slug: 'cargo' },
      favouriteCount: 1,
    });
    expect(res.body.tabs[0].body).toBeUndefined();
  });

  it('regenerates /cache/top-favourites.json after a change', async () => {
    await cacheFiles.flush();
    const file = await cacheFiles.json(TOP_FAVOURITES_FILE);
    expect(file.tabs.find((tab: { id: string }) => tab.id === secondId)).toMatchObject({ favouriteCount: 1 });
  });

  it('adding the same favourite again keeps one and counts it once', async () => {
    expect((await agent.post('/api/user/tab/favourites').send({ id: firstId })).body).toBe(true);
    expect(await FavouriteModel.countDocuments({ tabId: firstId })).toBe(1);
    expect(await favouriteCountOf(firstId)).toBe(1);
  });

  it('removes a favourite with true, then 404 when it is no longer one', async () => {
    expect((await agent.delete('/api/user/tab/favourites').send({ id: secondId })).body).toBe(true);
    expect(await favouriteCountOf(secondId)).toBe(0);
    const again = await agent.delete('/api/user/tab/favourites').send({ id: secondId });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [NOT_FOUND] });
    const list = await agent.get('/api/user/tab/favourites').expect(200);
    expect(list.body.tabs.map((tab: { id: string }) => tab.id)).toEqual([firstId]);
  });

  it("another user's favourites are their own", async () => {
    const someone = await signedInAgent(api.app);
    expect((await someone.get('/api/user/tab/favourites').expect(200)).body).toEqual({ tabs: [] });
    expect((await someone.delete('/api/user/tab/favourites').send({ id: firstId })).status).toBe(404);
    expect(await favouriteCountOf(firstId)).toBe(1);
  });

  it('answers 404 for a tab that does not exist or is not public', async () => {
    for (const id of [hiddenId, '0123456789abcdef01234567']) {
      const res = await agent.post('/api/user/tab/favourites').send({ id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [NOT_FOUND] });
    }
  });

  it('validates the tab id and requires sign-in', async () => {
    const missing = await agent.post('/api/user/tab/favourites').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(['Tabulatura trebuie specificată.']);
    const invalid = await agent.delete('/api/user/tab/favourites').send({ id: 'nu' });
    expect(invalid.body.errors).toEqual(['Tabulatura nu este validă.']);
    for (const call of [
      request(api.app).get('/api/user/tab/favourites'),
      request(api.app).post('/api/user/tab/favourites').send({ id: firstId }),
      request(api.app).delete('/api/user/tab/favourites').send({ id: firstId }),
    ]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [UNAUTHENTICATED] });
    }
  });

  it('keeps favouriteCount exact under concurrent adds and removes', async () => {
    const artist = await createArtist('Semnal M');
    const id = (await createTab({ title: 'Tu ești primăvara mea', artist }))._id.toHexString();
    const users = await Promise.all(
      Array.from({ length: 8 }, async () => signedInAgent(api.app, await createUser())),
    );
    // Each user adds twice at once: the unique index keeps one favourite per user.
    await Promise.all(
      users.flatMap((user) => [0, 1].map(() => user.post('/api/user/tab/favourites').send({ id }))),
    );
    expect(await favouriteCountOf(id)).toBe(8);
    expect(await FavouriteModel.countDocuments({ tabId: id })).toBe(8);
    // Half of them remove twice at once: each removal counts down once.
    await Promise.all(
      users
        .slice(0, 4)
        .flatMap((user) => [0, 1].map(() => user.delete('/api/user/tab/favourites').send({ id }))),
    );
    expect(await favouriteCountOf(id)).toBe(4);
    expect(await FavouriteModel.countDocuments({ tabId: id })).toBe(4);
  });
});

describe('write rate limit on favourites', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_WRITE_MAX: '2' });
  });
  afterAll(() => api.stop());

  it("answers 429 once a user's write budget is spent", async () => {
    const agent = await signedInAgent(api.app);
    const id = (await createTab({ title: 'Limită', artist: await createArtist('Grimus') }))._id.toHexString();
    expect((await agent.post('/api/user/tab/favourites').send({ id })).status).toBe(200);
    expect((await agent.delete('/api/user/tab/favourites').send({ id })).status).toBe(200);
    const third = await agent.post('/api/user/tab/favourites').send({ id });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ errors: [TOO_MANY] });
  });
});
