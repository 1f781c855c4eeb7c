import type { APIRequestContext, APIResponse, Browser, BrowserContext } from '@playwright/test';
import { type DEMO_ADMIN, type DEMO_USER, signIn } from './session';

/** A browser context signed in as one of the demo accounts (its request shares the session cookie). */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: typeof DEMO_ADMIN | typeof DEMO_USER,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ro-RO' });
  // The cookie banner would cover what the tests click.
  await context.addCookies([{ name: 'acorduri_cookie_consent', value: '1', url: baseURL ?? '' }]);
  await signIn(context.request, account);
  return context;
}

async function ok<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${what}: HTTP ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

export interface CreatedTab {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly artist: { readonly id: string; readonly name: string; readonly slug: string };
}

/**
 * A tab of ana's, published by the admin: ana proposes it in the account area (POST /api/user/tab), the admin
 * publishes it with a tag (PUT /api/admin/tab). Each test gets its own, named by `title`.
 */
export async function publishedTabOfAna(
  ana: APIRequestContext,
  admin: APIRequestContext,
  title: string,
  body: string,
): Promise<CreatedTab> {
  const { artists } = await ok<{ artists: { id: string; name: string; slug: string }[] }>(
    admin.get('/api/admin/artist/all'),
    'complete artist list',
  );
  const { tags } = await ok<{ tags: { id: string }[] }>(admin.get('/api/admin/tag/all'), 'complete tag list');
  const artist = artists[0];
  const tag = tags[0];
  if (!artist || !tag) throw new Error('the demo archive has no artist or no tag');
  const created = await ok<{ id: string }>(
    ana.post('/api/user/tab', { data: { title, artistId: artist.id, body } }),
    'ana adds a tab',
  );
  const published = await ok<{ slug: string }>(
    admin.put('/api/admin/tab', {
      data: {
        id: created.id,
        title,
        artistId: artist.id,
        body,
        isPublic: 1,
        isExplicit: 0,
        tagIds: [tag.id],
      },
    }),
    'the admin publishes it',
  );
  return { id: created.id, title, slug: published.slug, artist };
}

/** A song request of ana's, for the Cereri screen. */
export async function requestOfAna(ana: APIRequestContext, title: string): Promise<{ id: string }> {
  return ok<{ id: string }>(
    ana.post('/api/user/request', { data: { title, tempArtist: 'Trupa Cererilor' } }),
    'ana asks for a song',
  );
}
