import { webcrypto } from 'node:crypto';
import request from 'supertest';
import { contentChanged } from '../src/seo/siteVersion';
import { TabModel } from '../src/tabs/tab.model';
import { createArtist, createTab, createTag, SAMPLE_BODY } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser } from './support/users';

const PASSPHRASE = 'fraza-de-test';

/** What a browser does with the delivered body: WebCrypto AES-CBC, IV prefix, key = SHA-256(passphrase). */
async function decryptLikeABrowser(encoded: string, passphrase: string): Promise<string> {
  const subtle = (globalThis.crypto ?? webcrypto).subtle;
  const bytes = Buffer.from(encoded, 'base64url');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(passphrase));
  const key = await subtle.importKey('raw', digest, { name: 'AES-CBC' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-CBC', iv: bytes.subarray(0, 16) }, key, bytes.subarray(16));
  return new TextDecoder().decode(plain);
}

const titles = (res: request.Response) => res.body.tabs.map((tab: { title: string }) => tab.title);

describe('public tabs', () => {
  let api: TestApi;
  let firstId: string;
  let hiddenId: string;

  beforeAll(async () => {
    api = await startTestApi({ TAB_ENCRYPTION_PASSPHRASE: PASSPHRASE });
    const maria = await createUser({ username: 'Maria Tabulatura', slug: 'maria-tabulatura' });
    const ion = await createUser({ username: 'Ion', slug: 'ion' });
    const [vama, holograf] = await Promise.all([createArtist('Vama Veche'), createArtist('Holograf')]);
    const [rock, balade] = await Promise.all([createTag('Rock'), createTag('Balade')]);
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const first = await createTab({
      title: 'Perfect fără tine',
      artist: vama,
      authorId: maria._id,
      tags: [rock, balade],
      createdAt: day(1),
      favouriteCount: 5,
      isExplicit: true,
      midi: 'perfect.mid',
    });
    firstId = first._id.toHexString();
    await createTab({ title: 'Epilog', artist: vama, authorId: ion._id, tags: [rock], createdAt: day(3) });
    await createTab({ title: 'Ți-am dat un inel', artist: holograf, authorId: maria._id, createdAt: day(2) });
    const hidden = await createTab({
      title: 'Ascunsă',
      artist: holograf,
      authorId: ion._id,
      isPublic: false,
    });
    hiddenId = hidden._id.toHexString();
  });
  afterAll(() => api.stop());

  it('lists public tabs with the row fields and the total', async () => {
    const res = await request(api.app).get('/api/tab?orderby=created_at&sort=desc');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(titles(res)).toEqual(['Epilog', 'Ți-am dat un inel', 'Perfect fără tine']);
    const row = res.body.tabs[2];
    expect(row).toMatchObject({
      id: firstId,
      slug: 'perfect-fara-tine',
      artist: { name: 'Vama Veche', slug: 'vama-veche' },
      author: { name: 'Maria Tabulatura', slug: 'maria-tabulatura' },
      tagsCsv: 'Rock, Balade',
      isExplicit: true,
      midi: 'perfect.mid',
      gtp: null,
      favouriteCount: 5,
      preview: SAMPLE_BODY.slice(0, 100),
    });
    expect(row.body).toBeUndefined();
  });

  it('filters by author, tag and artist slugs', async () => {
    expect(titles(await request(api.app).get('/api/tab?userSlug=ion'))).toEqual(['Epilog']);
    const byTag = await request(api.app).get('/api/tab?tagSlug=rock&orderby=artist');
    expect(titles(byTag)).toEqual(['Epilog', 'Perfect fără tine']);
    const byArtist = await request(api.app).get('/api/tab?artistSlug=holograf');
    expect(titles(byArtist)).toEqual(['Ți-am dat un inel']);
    expect((await request(api.app).get('/api/tab?artistSlug=nimeni')).body).toEqual({ tabs: [], total: 0 });
  });

  it('sorts by the category options and pages', async () => {
    const top = await request(api.app).get('/api/tab?orderby=favourite_count&sort=desc&limit=1');
    expect(top.body.total).toBe(3);
    expect(titles(top)).toEqual(['Perfect fără tine']);
    const second = await request(api.app).get('/api/tab?orderby=created_at&sort=asc&limit=1&offset=1');
    expect(titles(second)).toEqual(['Ți-am dat un inel']);
  });

  it('rejects unknown sort values', async () => {
    const res = await request(api.app).get('/api/tab?orderby=body');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['Parametrii listei nu sunt valizi.']);
  });

  it('answers a public tab by id with the body encrypted (WebCrypto round trip)', async () => {
    const res = await request(api.app).get(`/api/tab/${firstId}`);
    expect(res.status).toBe(200);
    expect(res.body.body).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.body.body).not.toContain('Cântă');
    expect(await decryptLikeABrowser(res.body.body, PASSPHRASE)).toBe(SAMPLE_BODY);
    expect(res.body.tags.map((tag: { slug: string }) => tag.slug)).toEqual(['rock', 'balade']);
    // The answer, random IV included, is served again from memory until the content changes; then a new IV.
    expect((await request(api.app).get(`/api/tab/${firstId}`)).body.body).toBe(res.body.body);
    contentChanged();
    const afterChange = await request(api.app).get(`/api/tab/${firstId}`);
    expect(afterChange.body.body).not.toBe(res.body.body);
    expect(await decryptLikeABrowser(afterChange.body.body, PASSPHRASE)).toBe(SAMPLE_BODY);
  });

  it('answers the tab page by artist and tab slugs', async () => {
    const res = await request(api.app).get('/api/tab/by-slug/holograf/ti-am-dat-un-inel');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Ți-am dat un inel');
    expect((await request(api.app).get('/api/tab/by-slug/holograf/epilog')).status).toBe(404);
    expect((await request(api.app).get('/api/tab/by-slug/nimeni/epilog')).status).toBe(404);
  });

  it('answers a tab with a pending draft as published, the draft left out', async () => {
    await TabModel.updateOne(
      { _id: firstId },
      { draftAvailable: true, draft: { title: 'Perfect fără tine (nouă)', body: 'G D\nnou' } },
    );
    expect((await request(api.app).get('/api/tab?search=perfect')).status).toBe(200);
    const res = await request(api.app).get('/api/tab/by-slug/vama-veche/perfect-fara-tine');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Perfect fără tine', draftAvailable: true });
    expect(res.body).not.toHaveProperty('draft');
    await TabModel.updateOne({ _id: firstId }, { draftAvailable: false, draft: null });
  });

  it('answers 404 for unpublished, missing or malformed ids', async () => {
    expect((await request(api.app).get(`/api/tab/${hiddenId}`)).status).toBe(404);
    expect((await request(api.app).get('/api/tab/0123456789abcdef01234567')).status).toBe(404);
    const malformed = await request(api.app).get('/api/tab/nu-e-id');
    expect(malformed.status).toBe(404);
    expect(malformed.body.errors).toEqual(['Eroare (404). Resursa nu a fost găsită.']);
  });
});
