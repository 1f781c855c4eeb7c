import { decryptTabBody, PAGE_DATA_ELEMENT_ID } from '@acorduri/contracts';
import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { builtShellWebRoot } from './support/builtShell';
import { createArtist, createTab, createTag } from './support/catalogue';
import { type RegisteredRoute, registeredRoutes } from './support/routeTable';
import { startTestApi, type TestApi } from './support/testApi';
import { adminAgent, createUser, signedInAgent, type TestAgent } from './support/users';

const SITE = 'https://acorduri.example';
/** Words that exist only in the pending draft: any answer holding one leaks it. */
const DRAFT_TITLE = 'Zzciornatitlu';
const DRAFT_ARTIST = 'Zzciornaartist';
const DRAFT_BODY = 'Am F\nZzciornatext nepublicat';
const DRAFT_MARKERS = [DRAFT_TITLE, DRAFT_ARTIST, 'Zzciornatext'].map((word) => word.toLowerCase());

type Caller = TestAgent | ReturnType<typeof request>;

interface Leak {
  url: string;
  what: string;
}

/** Every `draft` key and every marker, in the JSON itself and in the bodies it carries encrypted. */
async function leaksIn(value: unknown, url: string, path = '$'): Promise<Leak[]> {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    const found = DRAFT_MARKERS.filter((marker) => lower.includes(marker)).map((marker) => ({
      url,
      what: `${path} holds "${marker}"`,
    }));
    if (path.endsWith('.body') && /^[A-Za-z0-9_-]{24,}$/.test(value)) {
      const clear = await decryptTabBody(value).catch(() => '');
      if (clear.toLowerCase().includes('zzciornatext'))
        found.push({ url, what: `${path} decrypts to the draft` });
    }
    return found;
  }
  if (Array.isArray(value)) {
    return (await Promise.all(value.map((item, i) => leaksIn(item, url, `${path}[${i}]`)))).flat();
  }
  if (value && typeof value === 'object') {
    const leaks: Leak[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (key === 'draft') leaks.push({ url, what: `${path}.draft is present` });
      leaks.push(...(await leaksIn(item, url, `${path}.${key}`)));
    }
    return leaks;
  }
  return [];
}

/** The page's embedded data (the JSON the shell reads first), or null for a page without one. */
function pageData(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

async function leaksOf(caller: Caller, url: string): Promise<Leak[]> {
  const res = await caller.get(url).set('Accept-Encoding', 'identity');
  expect(res.status).toBeLessThan(500);
  const text = res.text ?? '';
  if (res.type === 'application/json') return leaksIn(JSON.parse(text), url);
  const leaks = DRAFT_MARKERS.filter((marker) => text.toLowerCase().includes(marker)).map((marker) => ({
    url,
    what: `the answer holds "${marker}"`,
  }));
  if (res.type === 'text/html') leaks.push(...(await leaksIn(pageData(text), `${url} (page data)`)));
  return leaks;
}

describe('a pending draft stays with its author and the admins', () => {
  let api: TestApi;
  let author: TestAgent;
  let otherUser: TestAgent;
  let admin: TestAgent;
  let tabId: string;
  const values: Record<string, string[]> = {};

  beforeAll(async () => {
    api = await startTestApi({ WEB_ROOT: builtShellWebRoot(), PUBLIC_URL: SITE });
    const artist = await createArtist('Phoenix');
    const folk = await createTag('Folk');
    const account = await createUser({ username: 'Autor Ciornă', slug: 'autor-ciorna' });
    await createUser({ username: 'Alt Cititor', slug: 'alt-cititor' }).then(async (other) => {
      otherUser = await signedInAgent(api.app, other);
    });
    author = await signedInAgent(api.app, account);
    admin = await adminAgent(api.app);
    const tab = await createTab({ title: 'Andrii Popa', artist, authorId: account._id, tags: [folk] });
    tabId = tab._id.toHexString();
    const draft = await author
      .put('/api/user/tab/draft')
      .send({ id: tabId, title: DRAFT_TITLE, tempArtist: DRAFT_ARTIST, body: DRAFT_BODY });
    expect(draft.status).toBe(200);
    await cacheFiles.flush();
    Object.assign(values, {
      id: [tabId],
      tabId: [tabId],
      slug: ['phoenix', 'folk', 'autor-ciorna'],
      artistSlug: ['phoenix'],
      tabSlug: ['andrii-popa'],
      name: ['latest-tabs.json', 'top-favourites.json', 'tag-data.json', 'artist-data.json', 'sitemap.xml'],
    });
  });

  afterAll(() => api.stop());

  /** Query strings that make a list read hold the drafted tab (or look for the draft's words). */
  const QUERIES: Readonly<Record<string, readonly string[]>> = {
    '/api/tab': [
      '',
      '?search=andrii',
      `?search=${DRAFT_TITLE}`,
      '?artistSlug=phoenix',
      '?tagSlug=folk',
      '?userSlug=autor-ciorna',
      '?orderby=favourite_count&sort=desc',
    ],
    '/api/search/autocomplete': ['?search=andrii', `?search=${DRAFT_TITLE}`],
    '/api/comment': [`?tabId=${'{tabId}'}`],
    '/api/artist': ['', '?search=phoenix'],
  };

  const PAGES = [
    '/',
    '/acorduri/phoenix/andrii-popa',
    '/artisti',
    '/artisti/phoenix',
    '/litere/p',
    '/categorii',
    '/categorii/folk',
    '/profil/autor-ciorna',
    '/cautare/andrii',
    '/sitemap.xml',
    '/robots.txt',
  ];

  /** Every concrete URL of a route: each parameter takes each of its candidate values. */
  function urlsOf(route: RegisteredRoute): string[] {
    let urls = [route.path.replace(/\{[^}]*\}/g, '')];
    for (const param of route.path.match(/:\w+/g) ?? []) {
      const candidates = values[param.slice(1)] ?? [tabId];
      urls = urls.flatMap((url) => candidates.map((value) => url.replace(param, value)));
    }
    const queries = QUERIES[route.path] ?? [''];
    return urls.flatMap((url) => queries.map((query) => `${url}${query.replace('{tabId}', tabId)}`));
  }

  /** Public reads and the signed-in user's own reads: everything outside the admin area but media bytes. */
  function readRoutes(): RegisteredRoute[] {
    return registeredRoutes(api.app).filter(
      (route) =>
        route.method === 'get' &&
        !route.path.startsWith('/api/admin/') &&
        !route.path.startsWith('/media/') &&
        !route.path.startsWith('/mf/') &&
        route.path !== '/{*path}',
    );
  }

  async function sitemapUrls(): Promise<string[]> {
    const index = await request(api.app).get('/sitemap.xml').set('Accept-Encoding', 'identity');
    return [...index.text.matchAll(/<loc>[^<]*(\/sitemap-[a-z]+-\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
  }

  it('the draft is stored and the author and the admins see it', async () => {
    const own = await author.get(`/api/user/tab/${tabId}`);
    expect(own.body.draft).toMatchObject({ title: DRAFT_TITLE, tempArtistName: DRAFT_ARTIST });
    expect(await decryptTabBody(own.body.draft.body)).toBe(DRAFT_BODY);
    const ownList = await author.get('/api/user/tab');
    expect(ownList.body.tabs[0].draft).toMatchObject({ title: DRAFT_TITLE });
    const reviewed = await admin.get(`/api/admin/tab/${tabId}`);
    expect(reviewed.body.draft).toMatchObject({ title: DRAFT_TITLE });
    expect(await decryptTabBody(reviewed.body.draft.body)).toBe(DRAFT_BODY);
    const adminList = await admin.get('/api/admin/tab?draftAvailable=1');
    expect(adminList.body.tabs[0].draft).toMatchObject({ title: DRAFT_TITLE });
  });

  it.each([
    ['an anonymous visitor', () => request(api.app) as Caller],
    ['another signed-in user', () => otherUser as Caller],
  ])('%s reads no draft field anywhere', async (_who, callerOf) => {
    const caller = callerOf();
    const routes = readRoutes();
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/tab',
        '/api/tab/:id',
        '/api/tab/by-slug/:artistSlug/:tabSlug',
        '/cache/:name',
      ]),
    );
    const urls = [...routes.flatMap(urlsOf), ...PAGES, ...(await sitemapUrls())];
    const leaks: Leak[] = [];
    for (const url of urls) leaks.push(...(await leaksOf(caller, url)));
    expect(leaks).toEqual([]);
    const tab = await caller.get(`/api/tab/${tabId}`);
    expect(tab.body).toMatchObject({ title: 'Andrii Popa', draftAvailable: true });
    expect(tab.body).not.toHaveProperty('draft');
  });
});
