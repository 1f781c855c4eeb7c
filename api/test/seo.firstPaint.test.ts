import { SEARCH_PAGE_SIZE, tabListKey } from '@acorduri/contracts';
import request from 'supertest';
import { cacheFiles } from '../src/cache/cacheFiles';
import { builtShellWebRoot } from './support/builtShell';
import { createArtist, createTab, createTag } from './support/catalogue';
import { startTestApi, type TestApi } from './support/testApi';

const SITE = 'https://acorduri.example';

/** The server-painted part of a page, or undefined when the page has none. */
function firstPaintOf(html: string): string | undefined {
  const start = html.indexOf('<div id="first-paint">');
  const end = html.indexOf('<div id="root">');
  return start === -1 ? undefined : html.slice(start, end);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the first paint written into public pages before their JavaScript', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ WEB_ROOT: builtShellWebRoot(), PUBLIC_URL: SITE });
    const artist = await createArtist('Ana Blandiana');
    const folk = await createTag('Folk');
    await createTab({ title: 'Cântec de toamnă', artist, tags: [folk] });
    await createTab({ title: 'Balada <script>alert("x")</script>', artist, tags: [folk] });
    await createTab({ title: 'Ascuns', artist, isPublic: false });
    await createTab({ title: 'Vals de iarnă', artist, body: 'Am      G\nDoi <pași> de vals\n' });
    for (const file of cacheFiles.files) await cacheFiles.generate(file);
  });

  afterAll(() => api.stop());

  it('paints a tab page’s title and artist link, never its lyrics', async () => {
    const response = await request(api.app).get('/acorduri/ana-blandiana/cantec-de-toamna').expect(200);
    const paint = firstPaintOf(response.text);
    expect(paint).toContain('<h1><a href="/artisti/ana-blandiana">Ana Blandiana</a> - Cântec de toamnă</h1>');
    expect(paint).not.toContain('Cântă vântul');
  });

  it('paints an artist page’s name and its public tabs as links, titles escaped', async () => {
    const paint = firstPaintOf((await request(api.app).get('/artisti/ana-blandiana').expect(200)).text);
    expect(paint).toContain('<h1>Ana Blandiana</h1>');
    expect(paint).toContain(
      '<a href="/acorduri/ana-blandiana/cantec-de-toamna">Cântec de toamnă – Ana Blandiana</a>',
    );
    expect(paint).toContain('Balada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; – Ana Blandiana');
    expect(paint).not.toContain('Ascuns');
  });

  it('paints the home heading and a category page’s tabs', async () => {
    expect(firstPaintOf((await request(api.app).get('/').expect(200)).text)).toContain(
      '<h1>Bine ai venit!</h1>',
    );
    const category = firstPaintOf((await request(api.app).get('/categorii/folk').expect(200)).text);
    expect(category).toContain('<h1>Folk</h1>');
    expect(category).toContain('Cântec de toamnă – Ana Blandiana');
  });

  it('paints the cookie notice for visitors without the consent cookie only', async () => {
    const notice = 'aria-label="Consimțământ cookie-uri"';
    expect(firstPaintOf((await request(api.app).get('/').expect(200)).text)).toContain(notice);
    const consented = await request(api.app)
      .get('/')
      .set('Cookie', 'other=1; acorduri_cookie_consent=1')
      .expect(200);
    expect(firstPaintOf(consented.text)).toContain('<h1>Bine ai venit!</h1>');
    expect(firstPaintOf(consented.text)).not.toContain(notice);
  });

  it('styles the first paint with a <style> carrying the response’s nonce', async () => {
    const response = await request(api.app).get('/artisti/ana-blandiana').expect(200);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.text)?.[1];
    expect(nonce).toBeDefined();
    expect(headOf(response.text)).toContain(`<style data-first-paint nonce="${nonce}">`);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('keeps a painted page’s script preloads inert until its first paint is shown, other pages’ active', async () => {
    const painted = (await request(api.app).get('/artisti/ana-blandiana').expect(200)).text;
    expect(headOf(painted)).toContain(
      '<template data-preloads><link rel="preload" as="script" fetchpriority="low" href="/main.js"></template>',
    );
    expect(headOf(painted).replace(/<template data-preloads>.*?<\/template>/g, '')).not.toContain(
      'rel="preload"',
    );
    const unpainted = (await request(api.app).get('/login').expect(200)).text;
    expect(unpainted).not.toContain('<template data-preloads>');
    expect(headOf(unpainted)).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/main.js">',
    );
  });

  it('sends each answer its own nonce in the meta and the first paint’s style, with its length and no ETag', async () => {
    const first = await request(api.app).get('/artisti/ana-blandiana').expect(200);
    const again = await request(api.app)
      .get('/artisti/ana-blandiana')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    const nonceOf = (text: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(text)?.[1];
    expect(nonceOf(first.text)).not.toBe(nonceOf(again.text));
    expect(again.text).toContain(`<style data-first-paint nonce="${nonceOf(again.text)}">`);
    expect(again.text.match(/nonce="/g)).toHaveLength(2);
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(again.text));
    expect(again.headers.etag).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    const head = await request(api.app).head('/artisti/ana-blandiana').expect(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('paints nothing on 404 pages and on the account and admin areas', async () => {
    for (const pagePath of ['/artisti/nimeni', '/nu/exista', '/login', '/users']) {
      const response = await request(api.app).get(pagePath);
      expect(firstPaintOf(response.text)).toBeUndefined();
      expect(response.text).not.toContain('data-first-paint');
      expect(response.text).toContain('<div id="root"></div>');
    }
  });

  describe('search pages', () => {
    it('lets search engines index results with hits, under one canonical address, with the first page of data', async () => {
      const response = await request(api.app).get('/cautare/toamna').expect(200);
      const head = headOf(response.text);
      expect(head).not.toContain('noindex');
      expect(head).toContain(`<link rel="canonical" href="${SITE}/cautare/toamna">`);
      const data = JSON.parse(
        /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(response.text)?.[1] ?? '{}',
      );
      const key = tabListKey({ search: 'toamna' }, { page: 1, pageSize: SEARCH_PAGE_SIZE });
      expect(data[key]).toMatchObject({ total: 1, tabs: [{ title: 'Cântec de toamnă' }] });
      const paint = firstPaintOf(response.text);
      expect(paint).toContain('<h1>Rezultatele căutării „toamna”</h1>');
      expect(paint).toContain('Cântec de toamnă – Ana Blandiana');
    });

    it('paints each result’s public preview under its link, escaped, the query’s words marked (list pages paint links only)', async () => {
      const paint = firstPaintOf((await request(api.app).get('/cautare/vals').expect(200)).text);
      expect(paint).toContain(
        '<li><a href="/acorduri/ana-blandiana/vals-de-iarna">Vals de iarnă – Ana Blandiana</a>' +
          '<p class="fp-pre">Am      G\nDoi &lt;pași&gt; de <mark>vals</mark>\n</p></li>',
      );
      expect(
        firstPaintOf((await request(api.app).get('/artisti/ana-blandiana').expect(200)).text),
      ).not.toContain('fp-pre');
    });

    it('keeps empty results and refused text out of search engines', async () => {
      for (const pagePath of ['/cautare/nimicnicaieri', '/cautare/ab', `/cautare/${'a'.repeat(200)}`]) {
        const response = await request(api.app).get(pagePath).expect(200);
        expect(headOf(response.text)).toContain('<meta name="robots" content="noindex">');
        expect(headOf(response.text)).not.toContain('rel="canonical"');
      }
    });
  });
});
