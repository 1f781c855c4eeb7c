import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_USER, signIn } from '../support/session';
import { revealRatingAndComments } from '../support/tabSheet';
import { acceptCookies, apiTabs } from './public-helpers';

/** An unbroken word of `length` letters: no space, no hyphen, nothing a browser may break at. */
const word = (length: number, seed: string) => `${seed}${'abcdefghij'.repeat(length)}`.slice(0, length);

async function ok<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const response = await answer;
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Profile {
  readonly slug: string;
  readonly favouriteArtists: string;
  readonly otherInfo: string;
}

test.describe('long unbroken words on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('a comment, a songbook description and note and profile fields never make a page scroll sideways', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const api: APIRequestContext = page.request;
    await signIn(api, DEMO_USER);
    const { tabs } = await apiTabs(request, 'limit=1&offset=30');
    const tab = tabs[0];
    if (!tab) throw new Error('the seeded archive has no tab at offset 30');

    // Each field as long as the spec lets it be: comments and descriptions 500, notes and profile fields 200.
    const comment = word(500, 'comentariu');
    const description = word(500, 'descriere');
    const note = word(200, 'nota');
    const favourite = word(200, 'artisti');
    const other = word(200, 'altele');

    const posted = await ok<{ id: string }>(
      api.post('/api/user/comment', { data: { tabId: tab.id, body: comment } }),
      'ana comments',
    );
    const songbook = await ok<{ id: string; slug: string }>(
      api.post('/api/user/songbook', {
        data: { name: `Cuvinte lungi ${Date.now()}`, description, isPublic: true },
      }),
      'ana makes a songbook',
    );
    await ok(
      api.post(`/api/user/songbook/${songbook.id}/entries`, { data: { tabId: tab.id, note } }),
      'ana adds a song with a note',
    );
    const profile = await ok<Profile>(api.get('/api/user/profile'), "ana's profile");
    await ok(
      api.put('/api/user/profile', { data: { favouriteArtists: favourite, otherInfo: other } }),
      'ana fills her profile',
    );

    try {
      // The note column of the public songbook is left out on phones; it is checked on a laptop screen too.
      const screens = [
        {
          viewport: { width: 390, height: 844 },
          pages: [
            {
              path: `/acorduri/${tab.artist.slug}/${tab.slug}`,
              shows: [comment],
              reveal: revealRatingAndComments,
            },
            { path: `/cantece/${songbook.slug}`, shows: [description] },
            { path: `/cantecele-mele/${songbook.id}`, shows: [description] },
            { path: '/comentariile-mele', shows: [comment] },
            { path: `/profil/${profile.slug}`, shows: [favourite, other] },
          ],
        },
        {
          viewport: { width: 1366, height: 900 },
          pages: [{ path: `/cantece/${songbook.slug}`, shows: [description, note] }],
        },
      ];
      for (const { viewport, pages } of screens) {
        await page.setViewportSize(viewport);
        for (const { path, shows, reveal } of pages) {
          await page.goto(path);
          await reveal?.(page);
          for (const text of shows) {
            const shown = page.getByText(text.slice(0, 40)).first();
            await shown.scrollIntoViewIfNeeded();
            await expect(shown, `${path} shows ${text.slice(0, 12)}…`).toBeVisible();
          }
          expect(await sidewaysScroll(page), `${path} at ${viewport.width} px scrolls sideways`).toBe(0);
        }
      }
    } finally {
      await api.delete('/api/user/comment', { data: { id: posted.id } });
      await api.delete(`/api/user/songbook/${songbook.id}`);
      await api.put('/api/user/profile', {
        data: { favouriteArtists: profile.favouriteArtists, otherInfo: profile.otherInfo },
      });
    }
  });
});
