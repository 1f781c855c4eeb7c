import { slugify, type TabDetail, type TabListResponse } from '@acorduri/contracts';
import type { Response as AgentResponse } from 'superagent';
import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { COUNTERS } from '../src/counters/counterRegistry';
import { recountCounters } from '../src/counters/recountCounters';
import { contentChanged } from '../src/seo/siteVersion';
import { TabModel } from '../src/tabs/tab.model';
import { useAdminApi } from './support/adminApi';
import { createArtist, createTab, createTag } from './support/catalogue';

const suite = useAdminApi();

/** A public tab whose title is changed behind the API's back: only a served-from-memory read still shows the old. */
async function tabChangedInTheDatabase(title: string) {
  const artist = await createArtist(`Artist ${title}`);
  const tag = await createTag(`Categoria ${title}`);
  const tab = await createTab({ title, artist, tags: [tag] });
  const paths = {
    byId: `/api/tab/${tab.id}`,
    bySlugs: `/api/tab/by-slug/${artist.slug}/${tab.slug}`,
    artistList: `/api/tab?artistSlug=${artist.slug}&limit=500&offset=0&orderby=title&sort=asc`,
  };
  const anonymous = request(suite.api.app);
  for (const path of Object.values(paths)) expect((await anonymous.get(path)).status).toBe(200);
  await TabModel.updateOne({ _id: tab._id }, { $set: { title: `${title} schimbat direct` } });
  return { artist, tag, tab, paths };
}

/** The decoded body as text (superagent's parser receives the response stream under Node). */
const textParser = (res: AgentResponse, done: (error: Error | null, body: string) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
  });
  stream.on('end', () => done(null, text));
};

const titleAt = async (path: string) => ((await request(suite.api.app).get(path)).body as TabDetail).title;
const listTitles = async (path: string) =>
  ((await request(suite.api.app).get(path)).body as TabListResponse).tabs.map((tab) => tab.title);

describe('shared cache of public reads', () => {
  it('answers a repeated public read from memory, with its ETag and 304, but never the request’s own headers', async () => {
    const { tab, paths } = await tabChangedInTheDatabase('Cântec ținut minte');
    const first = await request(suite.api.app).get(paths.byId);
    const again = await request(suite.api.app).get(paths.byId);
    expect(first.body.title).toBe(tab.title);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const conditional = await request(suite.api.app)
      .get(paths.byId)
      .set('If-None-Match', first.headers.etag ?? '');
    expect(conditional.status).toBe(304);
    expect(await listTitles(paths.artistList)).toEqual([tab.title]);
  });

  it('serves a signed-in reader the shared answer without another reader’s cookie', async () => {
    const { paths } = await tabChangedInTheDatabase('Cântec pentru toți');
    const signedIn = await suite.standard.get(paths.bySlugs);
    const anonymous = await request(suite.api.app).get(paths.bySlugs);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('sends a kept answer to an anonymous reader with the security headers, and for HEAD without a body', async () => {
    const { paths } = await tabChangedInTheDatabase('Cântec trimis devreme');
    const first = await request(suite.api.app).get(paths.bySlugs);
    const kept = await request(suite.api.app).get(paths.bySlugs);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['content-security-policy']).toContain("script-src 'self'");
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    expect(kept.headers['x-request-id']).toBeDefined();
    const head = await request(suite.api.app).head(paths.bySlugs).set('Accept-Encoding', 'gzip, deflate');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.text).toBeUndefined();
  });

  it('keeps each answer compressed once as each client accepts it: brotli, gzip or none', async () => {
    const artist = await createArtist('Artist comprimat');
    for (const verse of ['întâi', 'a doua', 'a treia', 'a patra'])
      await createTab({ title: `Strofa ${verse}`, artist });
    const list = `/api/tab?artistSlug=${artist.slug}&limit=500&offset=0&orderby=title&sort=desc`;
    // superagent decodes brotli and gzip itself: the text compared is what the client reads.
    const read = (encoding: string) =>
      request(suite.api.app).get(list).set('Accept-Encoding', encoding).buffer(true).parse(textParser);
    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as string).length).toBeGreaterThan(1024);
    const first = { br: await read('gzip, deflate, br'), gzip: await read('gzip') };
    for (const encoding of ['br', 'gzip'] as const) {
      const again = await read(encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(again.headers.vary).toContain('Accept-Encoding');
      expect(again.body).toBe(plain.body);
      expect(again.headers.etag).toBe(first[encoding].headers.etag);
    }
    expect(first.br.headers.etag).not.toBe(first.gzip.headers.etag);
  });

  it('sends a cache file as brotli to a client that takes it, gzip as stored to one that takes only gzip', async () => {
    // Over the 1 KB below which nothing is compressed.
    for (let index = 1; index <= 20; index++) await createTag(`Categoria din fișier ${index}`);
    await cacheFiles.generate('tag-data.json');
    const stamp = (await cacheFiles.stamps())['tag-data.json'];
    const path = `/cache/tag-data.json?t=${stamp}`;
    const read = (encoding: string) =>
      request(suite.api.app).get(path).set('Accept-Encoding', encoding).buffer(true).parse(textParser);
    const plain = await read('identity');
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await read(accepts);
      expect([accepts, answer.headers['content-encoding']]).toEqual([accepts, encoding]);
      expect(answer.body).toBe(plain.body);
    }
    expect(JSON.parse(plain.body as string).tags).toContainEqual(
      expect.objectContaining({ name: 'Categoria din fișier 20' }),
    );
  });

  it('still reads the session of a request with a session cookie (a stale one is dropped)', async () => {
    const { paths } = await tabChangedInTheDatabase('Cântec cu sesiune expirată');
    const anonymous = await request(suite.api.app).get(paths.bySlugs);
    const stale = await request(suite.api.app).get(paths.bySlugs).set('Cookie', 'acorduri_sid=necunoscut');
    expect(stale.body).toEqual(anonymous.body);
    expect(String(stale.headers['set-cookie'])).toContain('acorduri_sid=;');
  });

  it('keeps its answers across writes that change no content: a name check, a reader’s own key and capo', async () => {
    const { tab, paths } = await tabChangedInTheDatabase('Cântec păstrat');
    await request(suite.api.app).post('/api/account/name-available').send({ name: 'Cineva Nou' }).expect(200);
    const preference = await suite.standard
      .put(`/api/user/reader-preferences/${tab.id}`)
      .send({ transpose: 2, capo: 1 });
    expect(preference.status).toBe(200);
    expect(await titleAt(paths.byId)).toBe(tab.title);
    expect(await listTitles(paths.artistList)).toEqual([tab.title]);
    const comment = await suite.standard.post('/api/user/comment').send({ tabId: tab.id, body: 'Și acum?' });
    expect(comment.status).toBe(201);
    expect(await titleAt(paths.byId)).toBe(`${tab.title} schimbat direct`);
  });

  it('reads again after an administrator’s write', async () => {
    const { artist, tag, tab, paths } = await tabChangedInTheDatabase('Cântec de editat');
    const updated = await suite.admin.put('/api/admin/tab').send({
      id: tab.id,
      title: 'Cântec editat de administrator',
      artistId: artist.id,
      body: 'G D\nAltă strofă',
      isPublic: 1,
      isExplicit: 0,
      tagIds: [tag.id],
    });
    expect(updated.status).toBe(200);
    expect(await titleAt(paths.byId)).toBe('Cântec editat de administrator');
    expect(await listTitles(paths.artistList)).toEqual(['Cântec editat de administrator']);
  });

  it('reads again after a reader’s comment and rating (the tab’s counters)', async () => {
    const { tab, paths } = await tabChangedInTheDatabase('Cântec comentat');
    const counters = async () => {
      const detail = (await request(suite.api.app).get(paths.byId)).body as TabDetail;
      return { commentCount: detail.commentCount, ratingCount: detail.ratingCount };
    };
    expect(await counters()).toEqual({ commentCount: 0, ratingCount: 0 });
    const comment = await suite.standard.post('/api/user/comment').send({ tabId: tab.id, body: 'Frumos!' });
    expect(comment.status).toBe(201);
    expect(await counters()).toEqual({ commentCount: 1, ratingCount: 0 });
    const rating = await suite.standard.put('/api/user/tab/rate').send({ id: tab.id, rating: 4 });
    expect(rating.status).toBe(200);
    expect(await counters()).toEqual({ commentCount: 1, ratingCount: 1 });
  });

  it('reads again after the recount corrects a drifted counter', async () => {
    const { tab, paths } = await tabChangedInTheDatabase('Cântec renumărat');
    await TabModel.updateOne({ _id: tab._id }, { $set: { commentCount: 7 } });
    contentChanged();
    expect(((await request(suite.api.app).get(paths.byId)).body as TabDetail).commentCount).toBe(7);
    const commentCounter = COUNTERS.filter((counter) => counter.name === 'tabs.commentCount');
    await recountCounters({ confirmAfterMs: 0, definitions: commentCounter });
    expect(((await request(suite.api.app).get(paths.byId)).body as TabDetail).commentCount).toBe(0);
  });

  it('keeps no refused or missing answer', async () => {
    const path = `/api/tab/by-slug/${slugify('Artist apărut după')}/${slugify('Apărut după')}`;
    expect((await request(suite.api.app).get(path)).status).toBe(404);
    await createTab({ title: 'Apărut după', artist: await createArtist('Artist apărut după') });
    expect((await request(suite.api.app).get(path)).status).toBe(200);
  });
});
