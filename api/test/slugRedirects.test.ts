import request from 'supertest';
import { contentChanged } from '../src/seo/siteVersion';
import { builtShellWebRoot } from './support/builtShell';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { adminAgent, type TestAgent } from './support/users';

const SITE = 'https://acorduri.example';

describe('renamed artists and tabs keep their old addresses (301)', () => {
  let api: TestApi;
  let admin: TestAgent;
  let artistId: string;
  let tabId: string;
  let tagId: string;

  beforeAll(async () => {
    api = await startTestApi({ WEB_ROOT: builtShellWebRoot(), PUBLIC_URL: SITE });
    admin = await adminAgent(api.app);
    const artist = await createArtist('Vama Veche');
    const tag = await createTag('Rock');
    artistId = artist.id;
    tagId = tag.id;
    tabId = (await createTab({ title: 'Epilog', artist, tags: [tag] })).id;
  });

  afterAll(() => api.stop());

  const renameArtist = (name: string) =>
    admin.put('/api/admin/artist').send({ id: artistId, name }).expect(200);
  const retitleTab = (title: string) =>
    admin
      .put('/api/admin/tab')
      .send({ id: tabId, title, artistId, body: 'Am F', isPublic: 1, isExplicit: 0, tagIds: [tagId] })
      .expect(200);
  const redirectOf = async (path: string) => {
    const res = await request(api.app).get(path);
    return { status: res.status, location: res.headers.location };
  };

  it('answers 301 from every old artist and tab address after two renames of each', async () => {
    await renameArtist('Vama');
    await retitleTab('Epilog (live)');
    await renameArtist('Vama Nouă');
    await retitleTab('Epilog final');
    const artistNow = '/artisti/vama-noua';
    const tabNow = '/acorduri/vama-noua/epilog-final';
    expect((await request(api.app).get(artistNow)).status).toBe(200);
    expect((await request(api.app).get(tabNow)).status).toBe(200);

    for (const old of ['/artisti/vama-veche', '/artisti/vama']) {
      expect(await redirectOf(old)).toEqual({ status: 301, location: artistNow });
    }
    for (const artistSlug of ['vama-veche', 'vama', 'vama-noua']) {
      for (const tabSlug of ['epilog', 'epilog-live', 'epilog-final']) {
        const old = `/acorduri/${artistSlug}/${tabSlug}`;
        if (old === tabNow) continue;
        expect([old, await redirectOf(old)]).toEqual([old, { status: 301, location: tabNow }]);
      }
    }
    expect((await request(api.app).get('/artisti/nimeni')).status).toBe(404);
    expect((await request(api.app).get('/acorduri/vama/alt-cantec')).status).toBe(404);
  });

  it('lists only the current addresses in the sitemaps', async () => {
    const index = await request(api.app).get('/sitemap.xml').set('Accept-Encoding', 'identity');
    const files = [...index.text.matchAll(/<loc>[^<]*(\/sitemap-[a-z]+-\d+\.xml)<\/loc>/g)].map(
      (m) => m[1] ?? '',
    );
    const texts = await Promise.all(
      files.map(async (file) => (await request(api.app).get(file).set('Accept-Encoding', 'identity')).text),
    );
    const all = texts.join('\n');
    expect(all).toContain(`${SITE}/artisti/vama-noua<`);
    expect(all).toContain(`${SITE}/acorduri/vama-noua/epilog-final<`);
    expect(all).not.toMatch(/\/artisti\/vama(-veche)?</);
    expect(all).not.toMatch(/\/acorduri\/[^<]*\/epilog(-live)?</);
  });

  it('lets a new tab take an old address: the live page wins over the redirect', async () => {
    const artist = await createArtist('Phoenix');
    const first = await createTab({ title: 'Andrii Popa', artist, tags: [] });
    await admin
      .put('/api/admin/tab')
      .send({
        id: first.id,
        title: 'Andrii Popa (1974)',
        artistId: artist.id,
        body: 'Am',
        isPublic: 1,
        isExplicit: 0,
        tagIds: [tagId],
      })
      .expect(200);
    expect(await redirectOf('/acorduri/phoenix/andrii-popa')).toEqual({
      status: 301,
      location: '/acorduri/phoenix/andrii-popa-1974',
    });
    await createTab({ title: 'Andrii Popa', artist, tags: [] });
    contentChanged(); // written straight to the database: the kept 404 page must be read again
    expect((await request(api.app).get('/acorduri/phoenix/andrii-popa')).status).toBe(200);
  });
});
