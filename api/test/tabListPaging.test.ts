import { CATEGORY_SORT_OPTIONS, type TabListResponse } from '@acorduri/contracts';
import request from 'supertest';
import { TabModel } from '../src/tabs/tab.model';
import { tabSort } from '../src/tabs/tabPage';
import { createArtist, createTab, createTag } from './support/catalogue';
import { databaseCallsDuring } from './support/databaseCalls';
import { startTestApi, type TestApi } from './support/testApi';

let api: TestApi;

let rock: Awaited<ReturnType<typeof createTag>>;

beforeAll(async () => {
  api = await startTestApi();
  const artist = await createArtist('Artist paginat');
  rock = await createTag('Rock paginat');
  const folk = await createTag('Folk paginat');
  for (let n = 0; n < 30; n++)
    await createTab({
      title: `Pagina ${String(n).padStart(2, '0')}`,
      artist,
      favouriteCount: (n * 7) % 11,
      tags: n % 3 === 0 ? [folk] : [rock, folk],
      isPublic: n % 7 !== 0,
    });
});

afterAll(() => api.stop());

interface FindOptions {
  readonly skip?: number;
  readonly limit?: number;
}

/** The options (skip, limit) of every find the API sends on the tabs collection while `run` runs. */
async function tabFindsDuring(run: () => Promise<unknown>): Promise<FindOptions[]> {
  const calls = await databaseCallsDuring(run);
  return (
    calls
      .filter((call) => call.collection === 'tabs' && call.method === 'find')
      // The find's options are the argument holding its limit (its place varies with the projection).
      .map(
        (call) =>
          (call.args.find((arg) => typeof arg === 'object' && arg !== null && 'limit' in arg) ??
            {}) as FindOptions,
      )
  );
}

describe('pages of the public tab list', () => {
  it('reads a deep page of the most favoured order as that page, not every row before it', async () => {
    const all = (await request(api.app).get('/api/tab?orderby=favourite_count&sort=desc&limit=100&offset=0'))
      .body as TabListResponse;
    const path = '/api/tab?orderby=favourite_count&sort=desc&limit=5&offset=20';
    let page: TabListResponse | undefined;
    const finds = await tabFindsDuring(async () => {
      page = (await request(api.app).get(path)).body as TabListResponse;
    });
    expect(page?.tabs.map((tab) => tab.id)).toEqual(all.tabs.slice(20, 25).map((tab) => tab.id));
    expect(finds).toEqual([expect.objectContaining({ skip: 20, limit: 5 })]);
  });
});

describe.each([
  ['the public list', () => ({ isPublic: true })],
  ['a category', () => ({ tagIds: rock._id, isPublic: true })],
])('pages of %s', (_, filterOf) => {
  it.each(CATEGORY_SORT_OPTIONS)(
    '$label: read in order from an index, the same rows as a sort of them all',
    async (option) => {
      const filter = filterOf();
      const sort = tabSort(option.orderby, option.sort);
      const sorted = await TabModel.find(filter, { _id: 1 }).sort(sort).hint({ $natural: 1 }).lean();
      const page = await TabModel.find(filter, { _id: 1 }).sort(sort).skip(4).limit(5).lean();
      expect(page.map((tab) => String(tab._id))).toEqual(sorted.slice(4, 9).map((tab) => String(tab._id)));
      // The winning plan walks an index pinning the filter's fields, in the order asked for: no stage sorts the
      // matches (mongod alike).
      const explained = await TabModel.find(filter).sort(sort).skip(4).limit(5).explain('queryPlanner');
      const winning = JSON.stringify(
        (explained as unknown as { queryPlanner: { winningPlan: unknown } }).queryPlanner.winningPlan,
      );
      for (const field of Object.keys(filter)) expect(winning).toContain(`"${field}":1`);
      expect(winning).not.toContain('"SORT"');
    },
  );
});
