import {
  ARTIST_PAGE_TAB_LIST,
  artistKey,
  artistsOfLetterKey,
  CACHE_STAMPS_KEY,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORT_OPTIONS,
  decryptTabBody,
  lessonKey,
  PAGE_DATA_ELEMENT_ID,
  profileKey,
  type TabDetail,
  tabBySlugsKey,
  tabListKey,
  tagKey,
} from '@acorduri/contracts';
import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { createLesson } from '../src/lessons/lessons.service';
import { TabModel } from '../src/tabs/tab.model';
import { builtShellWebRoot } from './support/builtShell';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';
import { createUser, signedInAgent } from './support/users';

const SITE = 'https://acorduri.example';

/** The JSON of the page's data script, parsed as the shell's reader does. */
function pageData(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('no page data');
  return JSON.parse(match[1]);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages a search engine and a link preview can read', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ WEB_ROOT: builtShellWebRoot(), PUBLIC_URL: SITE });
    const artist = await createArtist('Ana Blandiana');
    const folk = await createTag('Folk');
    await createTag('Goală');
    await createTab({ title: 'Cântec de toamnă', artist, tags: [folk] });
    await createTab({ title: 'Balada <script>alert("x")</script>', artist });
    await createTab({ title: 'Ascuns', artist, isPublic: false });
    await createLesson({
      title: 'Primele acorduri',
      slug: 'primele-acorduri',
      imageUrl: '/media/lectii/prima.png',
      description: 'Cum ții chitara și primele trei acorduri.',
      body: '<p>Lecția</p>',
      level: 0,
      isPublic: true,
    });
    await createUser({ username: 'Ioana Pop', slug: 'ioana-pop' });
    for (const file of cacheFiles.files) await cacheFiles.generate(file);
  });

  afterAll(() => api.stop());

  it('names a tab page after the song, its artist and key, with Open Graph, Twitter and JSON-LD', async () => {
    const response = await request(api.app).get('/acorduri/ana-blandiana/cantec-de-toamna').expect(200);
    const head = headOf(response.text);
    expect(response.headers['content-type']).toContain('text/html');
    expect(head).toContain('<title>Cântec de toamnă – Ana Blandiana | Acorduri pentru chitară</title>');
    expect(head).not.toContain('content="Arhivă"');
    expect(head).toContain(
      '<meta name="description" content="Acorduri Cântec de toamnă – Ana Blandiana, tonalitatea Am: Cântă vântul peste sat Și noaptea ne-a uitat">',
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/acorduri/ana-blandiana/cantec-de-toamna">`);
    expect(head).toContain('<meta property="og:type" content="music.song">');
    expect(head).toContain('<meta property="og:title" content="Cântec de toamnă – Ana Blandiana">');
    expect(head).toContain(
      `<meta property="og:url" content="${SITE}/acorduri/ana-blandiana/cantec-de-toamna">`,
    );
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('noindex');
    const [song, breadcrumbs] = jsonLd(response.text);
    expect(song).toMatchObject({
      '@type': 'MusicComposition',
      name: 'Cântec de toamnă',
      musicalKey: 'Am',
      recordedAs: {
        byArtist: { '@type': 'MusicGroup', name: 'Ana Blandiana', url: `${SITE}/artisti/ana-blandiana` },
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(
      (breadcrumbs?.itemListElement as { name: string }[] | undefined)?.map((item) => item.name),
    ).toEqual(['Acasă', 'Artiști', 'Ana Blandiana', 'Cântec de toamnă']);
  });

  it('sends the tab inside the page as the API answers it, its body encrypted', async () => {
    const page = await request(api.app).get('/acorduri/ana-blandiana/cantec-de-toamna').expect(200);
    const key = tabBySlugsKey('ana-blandiana', 'cantec-de-toamna');
    const embedded = pageData(page.text)[key] as TabDetail;
    const answered = (await request(api.app).get(key).expect(200)).body as TabDetail;
    expect({ ...embedded, body: '' }).toEqual({ ...answered, body: '' });
    expect(embedded.body).not.toContain('Cântă');
    expect(await decryptTabBody(embedded.body, api.config.tabEncryptionPassphrase)).toBe(
      await decryptTabBody(answered.body, api.config.tabEncryptionPassphrase),
    );
  });

  it('keeps a title holding <script> as text in the head and inside the data', async () => {
    const response = await request(api.app)
      .get('/acorduri/ana-blandiana/balada-script-alert-x-script')
      .expect(200);
    expect(response.text).not.toContain('<script>alert');
    expect(headOf(response.text)).toContain(
      '<title>Balada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; – Ana Blandiana | Acorduri pentru chitară</title>',
    );
    // Only the shell's script, the JSON-LD and the data script open or close a <script> element.
    expect(response.text.match(/<\/script>/g)).toHaveLength(4);
    const tab = pageData(response.text)[
      tabBySlugsKey('ana-blandiana', 'balada-script-alert-x-script')
    ] as TabDetail;
    expect(tab.title).toBe('Balada <script>alert("x")</script>');
    expect(jsonLd(response.text)[0]).toMatchObject({ name: 'Balada <script>alert("x")</script>' });
  });

  it('puts the artist and the list of its public tabs in the artist page, as the API answers them', async () => {
    const response = await request(api.app).get('/artisti/ana-blandiana').expect(200);
    expect(headOf(response.text)).toContain('<title>Ana Blandiana | Acorduri pentru chitară</title>');
    expect(headOf(response.text)).toContain(
      '<meta name="description" content="Acorduri Ana Blandiana pentru chitară și pian: Balada',
    );
    const data = pageData(response.text);
    const listKey = tabListKey({ artistSlug: 'ana-blandiana' }, ARTIST_PAGE_TAB_LIST);
    expect(Object.keys(data).sort()).toEqual([artistKey('ana-blandiana'), listKey].sort());
    expect(data[artistKey('ana-blandiana')]).toEqual(
      (await request(api.app).get(artistKey('ana-blandiana'))).body,
    );
    expect(data[listKey]).toEqual((await request(api.app).get(listKey)).body);
    expect((data[listKey] as { total: number }).total).toBe(2);
    expect(jsonLd(response.text)[0]).toMatchObject({ '@type': 'MusicGroup', name: 'Ana Blandiana' });
  });

  it('renders letter, category, lesson and profile pages with their data', async () => {
    const letter = await request(api.app).get('/litere/1').expect(200);
    expect(headOf(letter.text)).toContain('<title>Artiști – A | Acorduri pentru chitară</title>');
    expect(pageData(letter.text)[artistsOfLetterKey(1)]).toEqual(
      (await request(api.app).get(artistsOfLetterKey(1))).body,
    );

    const category = await request(api.app).get('/categorii/folk').expect(200);
    expect(headOf(category.text)).toContain('<title>Folk | Acorduri pentru chitară</title>');
    const sort = CATEGORY_SORT_OPTIONS[0];
    const listKey = tabListKey(
      { tagSlug: 'folk' },
      { page: 1, pageSize: CATEGORY_PAGE_SIZE, orderby: sort?.orderby, sort: sort?.sort },
    );
    const categoryData = pageData(category.text);
    expect(categoryData[tagKey('folk')]).toEqual((await request(api.app).get(tagKey('folk'))).body);
    expect(categoryData[listKey]).toEqual((await request(api.app).get(listKey)).body);

    const lesson = await request(api.app).get('/lectii/primele-acorduri').expect(200);
    expect(headOf(lesson.text)).toContain('<title>Primele acorduri | Acorduri pentru chitară</title>');
    expect(headOf(lesson.text)).toContain('<meta property="og:type" content="article">');
    expect(headOf(lesson.text)).toContain(
      `<meta property="og:image" content="${SITE}/media/lectii/prima.png">`,
    );
    expect(headOf(lesson.text)).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(pageData(lesson.text)[lessonKey('primele-acorduri')]).toEqual(
      (await request(api.app).get(lessonKey('primele-acorduri'))).body,
    );

    const profile = await request(api.app).get('/profil/ioana-pop').expect(200);
    expect(headOf(profile.text)).toContain('<title>Ioana Pop | Acorduri pentru chitară</title>');
    expect(headOf(profile.text)).toContain('<meta property="og:type" content="profile">');
    expect(pageData(profile.text)[profileKey('ioana-pop')]).toEqual(
      (await request(api.app).get(profileKey('ioana-pop'))).body,
    );
  });

  it('puts the home widgets (cache stamps and files) in the home page', async () => {
    const response = await request(api.app).get('/').expect(200);
    expect(headOf(response.text)).toContain('<title>Bine ai venit! | Acorduri pentru chitară</title>');
    const data = pageData(response.text);
    const stamps = (await request(api.app).get(CACHE_STAMPS_KEY)).body as { files: Record<string, number> };
    expect(data[CACHE_STAMPS_KEY]).toEqual(stamps);
    const top = `/cache/top-favourites.json?t=${stamps.files['top-favourites.json']}`;
    expect(data[top]).toEqual((await request(api.app).get(top)).body);
    for (const file of ['latest-tabs.json', 'latest-comments.json', 'tag-data.json']) {
      expect(data).toHaveProperty([`/cache/${file}?t=${stamps.files[file]}`]);
    }
    expect(jsonLd(response.text)[0]).toMatchObject({ '@type': 'WebSite' });
  });

  it('renders the home page again once a cache file is regenerated (new stamps, new content)', async () => {
    // Regenerations the earlier writes scheduled would otherwise land between the reads below.
    await cacheFiles.flush();
    const before = pageData((await request(api.app).get('/')).text)[CACHE_STAMPS_KEY] as {
      files: Record<string, number>;
    };
    await cacheFiles.generate('latest-tabs.json');
    const after = pageData((await request(api.app).get('/')).text)[CACHE_STAMPS_KEY] as {
      files: Record<string, number>;
    };
    expect(after).toEqual((await request(api.app).get(CACHE_STAMPS_KEY)).body);
    expect(after.files['latest-tabs.json']).toBeGreaterThan(before.files['latest-tabs.json'] ?? Infinity);
  });

  it.each([
    '/acorduri/ana-blandiana/nu-exista',
    '/acorduri/nimeni/nimic',
    '/acorduri/ana-blandiana/ascuns',
    '/artisti/nimeni',
    '/lectii/nu-exista',
    '/categorii/nu-exista',
    '/profil/nimeni',
    '/cantece/nu-exista',
    '/cantece/nu-exista/scena',
    '/litere/3',
    '/nu/exista/deloc',
    '/404',
  ])('answers %s with 404 and the 404 page, kept out of search engines', async (pagePath) => {
    const response = await request(api.app).get(pagePath).expect(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain('<title>Pagina nu a fost găsită. | Acorduri pentru chitară</title>');
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain(PAGE_DATA_ELEMENT_ID);
  });

  it('serves the account and admin areas with 200 and noindex', async () => {
    for (const pagePath of ['/login', '/account-settings', '/users', '/tab-manager']) {
      const response = await request(api.app).get(pagePath).expect(200);
      expect(response.text).toContain('<meta name="robots" content="noindex">');
      expect(response.text).not.toContain('rel="canonical"');
    }
    expect((await request(api.app).get('/login')).text).toContain(
      '<title>Autentificare | Acorduri pentru chitară</title>',
    );
  });

  it('serves a cached page until a write through the API changes the content', async () => {
    const pagePath = '/acorduri/ana-blandiana/cantec-de-toamna';
    await request(api.app).get(pagePath).expect(200);
    // Written behind the API's back: the cached page does not know yet.
    await TabModel.updateOne({ slug: 'cantec-de-toamna' }, { $set: { title: 'Cântec de iarnă' } });
    expect((await request(api.app).get(pagePath)).text).toContain('<title>Cântec de toamnă – ');
    const ana = await signedInAgent(api.app, { username: 'Cititor Fidel' });
    const tab = await TabModel.findOne({ slug: 'cantec-de-toamna' }).lean().orFail();
    await ana.post('/api/user/tab/favourites').send({ id: tab._id.toHexString() }).expect(200);
    expect((await request(api.app).get(pagePath)).text).toContain('<title>Cântec de iarnă – ');
  });
});
