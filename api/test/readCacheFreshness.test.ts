import type { TabDetail, TabListResponse } from '@acorduri/contracts';
import request from 'supertest';
import { changeBetween } from '../src/cluster/contentChangeBridge';
import { contentChanged, LIST_REFRESH_MS, tabKey } from '../src/seo/siteVersion';
import { TabModel } from '../src/tabs/tab.model';
import { useAdminApi } from './support/adminApi';
import { createArtist, createTab, createTag } from './support/catalogue';
import { callsDuring, databaseCallsDuring } from './support/databaseCalls';

const suite = useAdminApi();

/** Database calls the API sends on these collections while `run` runs. */
const queriesDuring = async (collections: readonly string[], run: () => Promise<unknown>) =>
  (await databaseCallsDuring(run)).filter((call) => collections.includes(call.collection)).length;

const tabQueriesDuring = (run: () => Promise<unknown>) => queriesDuring(['tabs'], run);

/** Two public tabs whose titles are then changed behind the API's back, their answers kept first. */
async function twoKeptTabs(name: string) {
  const artist = await createArtist(`Artist ${name}`);
  const [first, second] = [
    await createTab({ title: `${name} unu`, artist }),
    await createTab({ title: `${name} doi`, artist }),
  ];
  const list = `/api/tab?artistSlug=${artist.slug}&limit=10&offset=0&orderby=title&sort=asc`;
  const anonymous = request(suite.api.app);
  for (const path of [`/api/tab/${first.id}`, `/api/tab/${second.id}`, list])
    expect((await anonymous.get(path)).status).toBe(200);
  for (const tab of [first, second])
    await TabModel.updateOne({ _id: tab._id }, { $set: { title: `${tab.title} schimbat` } });
  return { first, second, list };
}

const rowTitle = async (path: string, id: string) =>
  ((await request(suite.api.app).get(path)).body as TabListResponse).tabs.find((tab) => tab.id === id)?.title;

const bodyOf = async (id: string) =>
  ((await request(suite.api.app).get(`/api/tab/${id}`)).body as TabDetail).body;

const titleOf = async (path: string) => ((await request(suite.api.app).get(path)).body as TabDetail).title;

/** Runs `run` as if LIST_REFRESH_MS had passed since every answer kept so far was read. */
async function listRefreshLater<T>(run: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + LIST_REFRESH_MS);
  try {
    return await run();
  } finally {
    clock.mockRestore();
  }
}

const favouritesIn = async (list: string, id: string) =>
  ((await request(suite.api.app).get(list)).body as TabListResponse).tabs.find((tab) => tab.id === id)
    ?.favouriteCount;

describe('kept public answers under writes', () => {
  it('drops only the answers of the tab a favourite changed; lists are read again once LIST_REFRESH_MS old', async () => {
    const { first, second, list } = await twoKeptTabs('Favorit');
    expect((await suite.standard.post('/api/user/tab/favourites').send({ id: first.id })).status).toBe(200);
    expect(await titleOf(`/api/tab/${first.id}`)).toBe(`${first.title} schimbat`);
    // The other tab's answer survives the write.
    expect(await titleOf(`/api/tab/${second.id}`)).toBe(second.title);
    // A list just read is still fresh: a favourite a second does not make every list be read again.
    expect(await tabQueriesDuring(() => favouritesIn(list, first.id))).toBe(0);
    expect(await listRefreshLater(() => favouritesIn(list, first.id))).toBe(1);
  });

  it('drops every answer after a write that names no tab', async () => {
    const { second } = await twoKeptTabs('Schimbare totală');
    contentChanged();
    expect(await titleOf(`/api/tab/${second.id}`)).toBe(`${second.title} schimbat`);
  });

  it('reads a cold answer once for 100 identical requests at the same time, and answers them all', async () => {
    const artist = await createArtist('Artist la rece');
    for (const title of ['Rece unu', 'Rece doi', 'Rece trei']) await createTab({ title, artist });
    const path = `/api/tab?artistSlug=${artist.slug}&limit=2&offset=1&orderby=title&sort=desc`;
    const answers: request.Response[] = [];
    const queries = await tabQueriesDuring(async () => {
      answers.push(
        ...(await Promise.all(Array.from({ length: 100 }, () => request(suite.api.app).get(path)))),
      );
    });
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    // One page read and one count, for the one request that read it.
    expect(queries).toBe(2);
  });

  it('reads a list that a tab’s counters made stale once, whoever asks for it at the same time', async () => {
    const { first, list } = await twoKeptTabs('Listă în curs');
    contentChanged('local', { keys: [tabKey(first.id)] });
    const answers: request.Response[] = [];
    const queries = await listRefreshLater(() =>
      tabQueriesDuring(async () => {
        answers.push(
          ...(await Promise.all(Array.from({ length: 20 }, () => request(suite.api.app).get(list)))),
        );
      }),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // One request read the list's page again; the others got the kept or the new answer. Its total is kept: a
    // tab's counters do not add or remove a tab.
    expect(queries).toBe(1);
    expect(await rowTitle(list, first.id)).toBe(`${first.title} schimbat`);
  });

  it('counts a list once for all its pages and orders, and again after a tab is added', async () => {
    const artist = await createArtist('Artist numărat');
    for (const title of ['Numărat unu', 'Numărat doi', 'Numărat trei']) await createTab({ title, artist });
    const page = (offset: number, orderby: string) =>
      request(suite.api.app).get(
        `/api/tab?artistSlug=${artist.slug}&limit=1&offset=${offset}&orderby=${orderby}`,
      );
    const counts = (run: () => Promise<unknown>) => callsDuring('tabs', 'countDocuments', run);
    const totals: number[] = [];
    const pages = async () => {
      for (const [offset, orderby] of [
        [0, 'title'],
        [1, 'title'],
        [2, 'created_at'],
      ] as const)
        totals.push(((await page(offset, orderby)).body as TabListResponse).total);
    };
    expect(await counts(pages)).toBe(1);
    await createTab({ title: 'Numărat patru', artist });
    contentChanged();
    expect(await counts(pages)).toBe(1);
    expect(totals).toEqual([3, 3, 3, 4, 4, 4]);
  });

  it('keeps one answer for a call whatever junk parameters are added', async () => {
    const { list, first } = await twoKeptTabs('Parametri străini');
    const junk = `${list}&x=1&_=${Date.now()}`;
    // Served from the answer kept for the clean URL (the database already says otherwise).
    expect(await rowTitle(junk, first.id)).toBe(first.title);
  });
});

describe('an administrator’s edit of a tab', () => {
  /** Two kept tabs of one category; the second's title is then changed behind the API's back. */
  async function keptPair(name: string) {
    const artist = await createArtist(`Artist ${name}`);
    const tag = await createTag(`Categorie ${name}`);
    const [edited, other] = [
      await createTab({ title: `${name} unu`, artist, tags: [tag] }),
      await createTab({ title: `${name} doi`, artist, tags: [tag] }),
    ];
    const list = `/api/tab?tagSlug=${tag.slug}&limit=10&offset=0`;
    for (const path of [`/api/tab/${other.id}`, list])
      expect((await request(suite.api.app).get(path)).status).toBe(200);
    const keptBody = await bodyOf(edited.id);
    await TabModel.updateOne({ _id: other._id }, { $set: { title: `${other.title} schimbat` } });
    const save = (changes: Record<string, unknown>) =>
      suite.admin.put('/api/admin/tab').send({
        id: edited.id,
        title: edited.title,
        artistId: artist.id,
        body: 'Am\nVers nou',
        isPublic: 1,
        isExplicit: 0,
        tagIds: [tag.id],
        ...changes,
      });
    return { edited, keptBody, other, list, save };
  }
  const counts = (run: () => Promise<unknown>) => callsDuring('tabs', 'countDocuments', run);

  it('of its text only drops that tab’s answers and keeps the lists’ totals', async () => {
    const { edited, keptBody, other, list, save } = await keptPair('Text nou');
    expect(await bodyOf(edited.id)).toBe(keptBody);
    expect((await save({})).status).toBe(200);
    expect(await bodyOf(edited.id)).not.toBe(keptBody);
    // Another tab's answer survives the edit; the list is read again without counting its tabs again.
    expect(await titleOf(`/api/tab/${other.id}`)).toBe(other.title);
    expect(await counts(() => request(suite.api.app).get(list).expect(200))).toBe(0);
  });

  it('that renames it drops every answer', async () => {
    const { other, save } = await keptPair('Titlu nou');
    expect((await save({ title: 'Titlu nou trei' })).status).toBe(200);
    expect(await titleOf(`/api/tab/${other.id}`)).toBe(`${other.title} schimbat`);
  });
});

describe('names of the artists, authors and tags tab answers show', () => {
  it('are read once, and again after a change of everything', async () => {
    const artist = await createArtist('Artist cu nume ținut');
    const [first, second] = [
      await createTab({ title: 'Nume ținut unu', artist }),
      await createTab({ title: 'Nume ținut doi', artist }),
    ];
    const references = ['artists', 'users', 'tags'];
    const read = (id: string) => request(suite.api.app).get(`/api/tab/${id}`).expect(200);
    expect(await queriesDuring(references, () => read(first.id))).toBeGreaterThan(0);
    // Another tab of the same artist and author: no name read again.
    expect(await queriesDuring(references, () => read(second.id))).toBe(0);
    contentChanged();
    expect(await queriesDuring(references, () => read(second.id))).toBeGreaterThan(0);
  });
});

describe('changeBetween', () => {
  const stamp = { version: 10, recent: [['tab:a'], ['tab:b', 'tab:c'], null, ['tab:d']] };

  it('unites the keys of the bumps after the one seen', () => {
    expect(changeBetween({ version: 10, recent: [['tab:a'], ['tab:b']] }, 8, 10)).toEqual({
      keys: ['tab:a', 'tab:b'],
    });
    expect(changeBetween(stamp, 9, 10)).toEqual({ keys: ['tab:d'] });
  });

  it('is a change of everything when one of the bumps was, or when the missed ones are no longer listed', () => {
    expect(changeBetween(stamp, 8, 10)).toEqual({});
    expect(changeBetween(stamp, 5, 10)).toEqual({});
    expect(changeBetween({ version: 3 }, 2, 3)).toEqual({});
  });

  it('leaves out the newest bumps when asked up to an earlier one (our own bump)', () => {
    expect(changeBetween(stamp, 6, 7)).toEqual({ keys: ['tab:a'] });
  });
});
