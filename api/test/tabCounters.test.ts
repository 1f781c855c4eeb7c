import { ArtistModel } from '../src/artists/artist.model';
import { cacheFiles } from '../src/cache/cacheFiles';
import { TabModel } from '../src/tabs/tab.model';
import { approveDraft } from '../src/tabs/userTab.service';
import { TagModel } from '../src/tags/tag.model';
import { UserModel } from '../src/users/user.model';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent, type TestAgent } from './support/users';

const PARALLEL = 8;

describe('tab counters under concurrent requests, and the cache files', () => {
  let api: TestApi;
  let agent: TestAgent;
  let userId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const user = await createUser();
    userId = user._id.toHexString();
    agent = await signedInAgent(api.app, user);
  });
  afterAll(() => api.stop());

  it('counts concurrent creations of same-titled tabs once each, with distinct slugs', async () => {
    const artist = await createArtist('Corul Concurent');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        agent.post('/api/user/tab').send({ title: 'Aceeași melodie', artistId: artist.id, body: 'C G' }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(PARALLEL).fill(201));
    expect(new Set(responses.map((res) => res.body.slug)).size).toBe(PARALLEL);
    expect((await UserModel.findById(userId))?.tabCount).toBe(PARALLEL);
  });

  it('moves artist, tag and author counters once per tab for concurrent approvals and deletions', async () => {
    const artist = await createArtist('Taraful Paralel');
    const tag = await createTag('Paralele');
    const author = (await UserModel.findById(userId))!;
    const tabs = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        createTab({ title: `Piesa ${i}`, artist, tags: [tag], authorId: author._id, isPublic: false }),
      ),
    );
    const counts = async () => ({
      artist: (await ArtistModel.findById(artist._id))!.tabCount,
      tag: (await TagModel.findById(tag._id))!.tabCount,
      published: (await UserModel.findById(userId))!.publishedTabCount,
      total: (await UserModel.findById(userId))!.tabCount,
    });
    expect(await counts()).toEqual({ artist: 0, tag: 0, published: 0, total: 2 * PARALLEL });

    // Approval applies a pending draft only.
    await TabModel.updateMany(
      { _id: { $in: tabs.map((tab) => tab._id) } },
      { $set: { draftAvailable: true } },
    );
    await Promise.all(
      tabs.map((tab, i) => approveDraft(tab.id, { title: `Piesa ${i}`, artistId: artist.id, body: 'Am' })),
    );
    expect(await counts()).toEqual({
      artist: PARALLEL,
      tag: PARALLEL,
      published: PARALLEL,
      total: 2 * PARALLEL,
    });

    // Each tab deleted twice at once: one request wins (true), the other finds nothing (404).
    const deletions = await Promise.all(
      [...tabs, ...tabs].map((tab) => agent.delete('/api/user/tab').send({ id: tab.id })),
    );
    expect(deletions.filter((res) => res.status === 200 && res.body === true)).toHaveLength(PARALLEL);
    expect(deletions.filter((res) => res.status === 404)).toHaveLength(PARALLEL);
    expect(await counts()).toEqual({ artist: 0, tag: 0, published: 0, total: PARALLEL });
  });

  it('regenerates the cache files after writes and serves them with long cache headers', async () => {
    const artist = await createArtist('Grupul Cache');
    const shown = await createTag('Vizibilă');
    await createTag('Ascunsă', false);
    const tab = await createTab({ title: 'Cea mai nouă', artist, tags: [shown], favouriteCount: 99 });
    await cacheFiles.flush();

    const stamps = await agent.get('/api/cache');
    for (const file of ['artist-data.json', 'latest-tabs.json', 'top-favourites.json', 'tag-data.json']) {
      expect(typeof stamps.body.files[file]).toBe('number');
    }
    const latest = await agent.get(`/cache/latest-tabs.json?t=${stamps.body.files['latest-tabs.json']}`);
    expect(latest.headers['cache-control']).toContain('immutable');
    expect(latest.body.tabs[0]).toMatchObject({
      id: tab.id,
      title: 'Cea mai nouă',
      artist: { slug: 'grupul-cache' },
    });
    expect((await agent.get('/cache/top-favourites.json')).body.tabs[0].id).toBe(tab.id);
    const tags = (await agent.get('/cache/tag-data.json')).body.tags;
    expect(tags.map((t: { slug: string }) => t.slug)).toContain('vizibila');
    expect(tags.map((t: { slug: string }) => t.slug)).not.toContain('ascunsa');
    expect(tags.find((t: { slug: string }) => t.slug === 'vizibila').tabCount).toBe(1);
    const artists = (await agent.get('/cache/artist-data.json')).body.artists;
    expect(artists.find((a: { slug: string }) => a.slug === 'grupul-cache')).toMatchObject({ tabCount: 1 });

    await agent.delete('/api/user/tab').send({ id: tab.id });
    await createTab({ title: 'Alta', artist });
    await cacheFiles.flush();
    expect((await agent.get('/cache/latest-tabs.json')).body.tabs[0].title).toBe('Alta');
  });
});
