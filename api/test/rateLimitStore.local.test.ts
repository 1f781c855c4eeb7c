import { LOCAL_COUNT_MS, MongoRateLimitStore, RateLimitHitModel } from '../src/http/rateLimitStore';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.stop();
});

beforeEach(async () => {
  await RateLimitHitModel.deleteMany({});
  jest.restoreAllMocks();
});

/** A store as a limiter of `limit` hits a minute builds it, with its database writes counted. */
function countedStore(limit: number) {
  const store = new MongoRateLimitStore(`local-${limit}:`);
  store.init({ windowMs: 60_000, limit } as Parameters<MongoRateLimitStore['init']>[0]);
  const writes = jest.spyOn(RateLimitHitModel, 'findOneAndUpdate');
  const stored = async () => (await RateLimitHitModel.findById(`local-${limit}:client`).lean())?.hits;
  return { store, writes, stored };
}

const hit = async (store: MongoRateLimitStore, times: number) => {
  const totals: number[] = [];
  for (let call = 0; call < times; call += 1) totals.push((await store.increment('client')).totalHits);
  return totals;
};

describe('rate-limit hits counted in memory below half of the budget', () => {
  it('write the first hit, count the next ones in memory and add them on the next write', async () => {
    const { store, writes, stored } = countedStore(100);
    expect(await hit(store, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await stored()).toBe(1);

    const later = Date.now() + LOCAL_COUNT_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(await hit(store, 1)).toEqual([11]);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(await stored()).toBe(11);
    await store.shutdown();
  });

  it('write every hit once the client has used half of its budget', async () => {
    const { store, writes, stored } = countedStore(8);
    expect(await hit(store, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    // 1 written; 2, 3 and 4 counted in memory (2 × 4 ≤ 8); 5 written with them, then 6.
    expect(writes).toHaveBeenCalledTimes(3);
    expect(await stored()).toBe(6);
    await store.shutdown();
  });

  it('store what was counted in memory when the instance stops', async () => {
    const { store, stored } = countedStore(1000);
    await hit(store, 25);
    expect(await stored()).toBe(1);
    await store.shutdown();
    expect(await stored()).toBe(25);
  });

  it('read the shared budget again once LOCAL_COUNT_MS has passed, seeing other instances’ hits', async () => {
    const { store: first, stored } = countedStore(1000);
    const second = new MongoRateLimitStore('local-1000:');
    second.init({ windowMs: 60_000, limit: 1000 } as Parameters<MongoRateLimitStore['init']>[0]);
    await hit(first, 3);
    await hit(second, 5);
    expect(await stored()).toBe(2);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + LOCAL_COUNT_MS);
    expect(await hit(first, 1)).toEqual([2 + 3]);
    await second.shutdown();
    await first.shutdown();
    expect(await stored()).toBe(8 + 1);
  });
});
