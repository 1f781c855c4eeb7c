import request from 'supertest';
import { RatingModel } from '../src/ratings/rating.model';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent, type TestAgent } from './support/users';

const UNAUTHENTICATED = 'Acțiunea necesită autentificare.';
const NOT_FOUND = 'Eroare (404). Resursa nu a fost găsită.';
const RATING_INVALID = 'Ratingul trebuie să fie între 0 și 5, din jumătate în jumătate de stea';

describe('rating a tab (PUT /api/user/tab/rate)', () => {
  let api: TestApi;
  let agent: TestAgent;
  let tabId: string;

  beforeAll(async () => {
    api = await startTestApi();
    agent = await signedInAgent(api.app);
    const artist = await createArtist('Holograf');
    tabId = (await createTab({ title: 'Sunt o haimana', artist }))._id.toHexString();
  });
  afterAll(() => api.stop());

  const aggregateOf = async (id: string) => {
    const tab = await TabModel.findById(id, { rating: 1, ratingSum: 1, ratingCount: 1 }).lean();
    return { rating: tab?.rating, ratingSum: tab?.ratingSum, ratingCount: tab?.ratingCount };
  };

  it("records a vote and answers the tab's rating and vote count", async () => {
    const res = await agent.put('/api/user/tab/rate').send({ id: tabId, rating: 4.5 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rating: 4.5, ratingCount: 1 });
  });

  it("updates the user's vote instead of adding a second one", async () => {
    const res = await agent.put('/api/user/tab/rate').send({ id: tabId, rating: 2 });
    expect(res.body).toEqual({ rating: 2, ratingCount: 1 });
    expect(await RatingModel.countDocuments({ tabId })).toBe(1);
    expect(await aggregateOf(tabId)).toEqual({ rating: 2, ratingSum: 2, ratingCount: 1 });
  });

  it('rounds the average to half stars, halves up', async () => {
    const artist = await createArtist('Iris');
    const id = (await createTab({ title: 'De vei pleca', artist }))._id.toHexString();
    // 4 + 3.5 = 7.5 / 2 = 3.75 → 4
    await (await signedInAgent(api.app)).put('/api/user/tab/rate').send({ id, rating: 4 }).expect(200);
    const res = await (await signedInAgent(api.app)).put('/api/user/tab/rate').send({ id, rating: 3.5 });
    expect(res.body).toEqual({ rating: 4, ratingCount: 2 });
    // + 2 = 9.5 / 3 = 3.17 → 3
    const third = await (await signedInAgent(api.app)).put('/api/user/tab/rate').send({ id, rating: 2 });
    expect(third.body).toEqual({ rating: 3, ratingCount: 3 });
  });

  it('answers each validation message', async () => {
    const empty = await agent.put('/api/user/tab/rate').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Tabulatura trebuie specificată.', 'Ratingul trebuie selectat']);
    for (const rating of [5.5, -0.5, 3.3, 'mult']) {
      const res = await agent.put('/api/user/tab/rate').send({ id: tabId, rating });
      expect(res.body.errors).toEqual([RATING_INVALID]);
    }
    const badId = await agent.put('/api/user/tab/rate').send({ id: 'x', rating: 3 });
    expect(badId.body.errors).toEqual(['Tabulatura nu este validă.']);
  });

  it('requires sign-in', async () => {
    const res = await request(api.app).put('/api/user/tab/rate').send({ id: tabId, rating: 3 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [UNAUTHENTICATED] });
  });

  it('answers 404 for a tab that does not exist or is not public', async () => {
    const artist = await createArtist('Ciorne');
    const hidden = (await createTab({ title: 'Nepublicată', artist, isPublic: false }))._id.toHexString();
    for (const id of [hidden, '0123456789abcdef01234567']) {
      const res = await agent.put('/api/user/tab/rate').send({ id, rating: 3 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [NOT_FOUND] });
    }
    expect(await RatingModel.countDocuments({ tabId: hidden })).toBe(0);
  });

  it('keeps sum, count and rating exact under concurrent votes of many users and repeated votes of one', async () => {
    const artist = await createArtist('Compact');
    const id = (await createTab({ title: 'Cântec de toamnă', artist }))._id.toHexString();
    const voters = await Promise.all(
      Array.from({ length: 10 }, async () => signedInAgent(api.app, await createUser())),
    );
    const ratings = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5];
    // Every voter votes twice at once (first vote and its change race each other), all voters concurrently.
    await Promise.all(
      voters.flatMap((voter, i) => [
        voter.put('/api/user/tab/rate').send({ id, rating: 0 }),
        voter.put('/api/user/tab/rate').send({ id, rating: ratings[i] }),
      ]),
    );
    const stored = await RatingModel.find({ tabId: id }).lean();
    expect(stored).toHaveLength(10);
    const sum = stored.reduce((total, vote) => total + vote.rating, 0);
    const { ratingSum, ratingCount, rating } = await aggregateOf(id);
    expect({ ratingSum, ratingCount }).toEqual({ ratingSum: sum, ratingCount: 10 });
    expect(rating).toBe(Math.floor((sum / 10) * 2 + 0.5) / 2);
  });
});
