import { gunzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { createLesson } from '../src/lessons/lessons.service';
import { generateSitemaps, SITEMAP_URL_LIMIT, SitemapStore } from '../src/seo/sitemaps';
import { contentChanged, SITEMAPS_KEY, tabKey } from '../src/seo/siteVersion';
import { builtShellWebRoot } from './support/builtShell';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';

const SITE = 'https://acorduri.example';
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

interface UrlEntry {
  loc: string;
  lastmod: string;
}

function parsedXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

describe('robots.txt and the sitemaps', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ WEB_ROOT: builtShellWebRoot(), PUBLIC_URL: SITE });
    const artist = await createArtist('Vama Veche');
    await createArtist('Fără Acorduri');
    const rock = await createTag('Rock');
    await createTag('Goală');
    for (const title of ['Epilog', 'Perfect fără tine', 'Cântec de drum']) {
      await createTab({ title, artist, tags: [rock] });
    }
    await createTab({ title: 'Ciornă', artist, isPublic: false });
    await createLesson({
      title: 'Ritmul de bază',
      slug: 'ritmul-de-baza',
      imageUrl: '/media/lectii/ritm.png',
      description: 'Ritm.',
      body: '<p>Ritm</p>',
      level: 0,
      isPublic: true,
    });
  });

  afterAll(() => api.stop());

  it('keeps crawlers out of the API, the account area and the admin panel and names the sitemap', async () => {
    const response = await request(api.app).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.text.split('\n');
    for (const path of [
      '/api/',
      '/login',
      '/account-settings',
      '/reset-password/',
      '/users',
      '/tab-manager',
      '/logs',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.filter((line) => /^Disallow: \/(acorduri|artisti|categorii|lectii|profil)\b/.test(line)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves a sitemap index whose files list public tabs, artists, categories and lessons with lastmod', async () => {
    const index = await request(api.app).get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const sitemaps = parsedXml(index.text).sitemapindex.sitemap as UrlEntry[];
    expect(sitemaps.map((entry) => entry.loc)).toEqual([
      `${SITE}/sitemap-pages-1.xml`,
      `${SITE}/sitemap-artists-1.xml`,
      `${SITE}/sitemap-tabs-1.xml`,
    ]);
    for (const entry of sitemaps) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);

    const urls: UrlEntry[] = [];
    for (const entry of sitemaps) {
      const file = await request(api.app).get(new URL(entry.loc).pathname).expect(200);
      const listed = parsedXml(file.text).urlset.url as UrlEntry[];
      expect(listed.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      urls.push(...listed);
    }
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/litere/1`,
        `${SITE}/categorii/rock`,
        `${SITE}/lectii/ritmul-de-baza`,
        `${SITE}/artisti/vama-veche`,
        `${SITE}/acorduri/vama-veche/epilog`,
        `${SITE}/acorduri/vama-veche/cantec-de-drum`,
      ]),
    );
    expect(locs).not.toContain(`${SITE}/acorduri/vama-veche/ciorna`);
    expect(locs).not.toContain(`${SITE}/categorii/goala`);
    expect(locs).not.toContain(`${SITE}/artisti/fara-acorduri`);
    expect(locs.some((loc) => /\/(login|users|api)\b/.test(loc))).toBe(false);
    for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    await request(api.app).get('/sitemap-tabs-9.xml').expect(404);
  });

  it('splits a series into files of at most the limit, each in the index', async () => {
    const { files } = await generateSitemaps(SITE, 2);
    expect([...files.keys()]).toEqual([
      'sitemap-pages-1.xml',
      'sitemap-pages-2.xml',
      ...Array.from({ length: 19 }, (_, i) => `sitemap-pages-${i + 3}.xml`),
      'sitemap-artists-1.xml',
      'sitemap-tabs-1.xml',
      'sitemap-tabs-2.xml',
      'sitemap.xml',
    ]);
    const tabs = parsedXml(
      gunzipSync(files.get('sitemap-tabs-2.xml')?.gzipped ?? Buffer.alloc(0)).toString(),
    );
    expect(tabs.urlset.url).toHaveLength(1);
    const index = parsedXml(gunzipSync(files.get('sitemap.xml')?.gzipped ?? Buffer.alloc(0)).toString());
    expect(index.sitemapindex.sitemap).toHaveLength(files.size - 1);
  });

  it('serves the previous set after a change while one regeneration runs, then the new one', async () => {
    const store = new SitemapStore(SITE);
    const tabsOf = async () =>
      gunzipSync(
        (await store.files()).files.get('sitemap-tabs-1.xml')?.gzipped ?? Buffer.alloc(0),
      ).toString();
    expect(await tabsOf()).not.toContain('sunt-o-stea');
    await createTab({ title: 'Sunt o stea', artist: await createArtist('Holograf') });
    contentChanged();
    expect(await tabsOf()).not.toContain('sunt-o-stea');
    await store.settled();
    expect(await tabsOf()).toContain(`${SITE}/acorduri/holograf/sunt-o-stea`);
  });

  it('is generated again after a change of a lastmod (SITEMAPS_KEY), not after a change of a tab’s counters', async () => {
    const store = new SitemapStore(SITE);
    const first = await store.files();
    contentChanged('local', { keys: [tabKey(first.files.size.toString(16).padStart(24, '0'))] });
    expect(await store.files()).toBe(first);
    await store.settled();
    expect(await store.files()).toBe(first);
    contentChanged('local', { keys: [SITEMAPS_KEY] });
    await store.files();
    await store.settled();
    expect(await store.files()).not.toBe(first);
  });
});
