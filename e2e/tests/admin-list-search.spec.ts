import { adminPages } from '../support/adminPages';
import { expect, test } from '../support/fixtures';

const session = adminPages();

/** Every admin list with a search box, by its route and the API path its rows come from. */
const SEARCHABLE_LISTS = [
  { route: '/users', api: '/api/admin/user' },
  { route: '/artists', api: '/api/admin/artist' },
  { route: '/chord-editor', api: '/api/admin/chord' },
  { route: '/tag-manager', api: '/api/admin/tag' },
  { route: '/tab-manager', api: '/api/admin/tab' },
  { route: '/request-manager', api: '/api/admin/request' },
  { route: '/file-manager', api: '/api/admin/file' },
  { route: '/media-manager', api: '/api/admin/media' },
  { route: '/logs', api: '/api/admin/log' },
  { route: '/comment-manager', api: '/api/admin/comment' },
  { route: '/lesson-manager', api: '/api/admin/lesson' },
  { route: '/releases', api: '/api/admin/releases' },
] as const;

/** Words the issue saw lose letters ('acord' → 'acrd', 'lecție' → 'lecie', 'Ionescu' → 'Inscu'). */
const WORDS = ['acord', 'lecție', 'Ionescu'] as const;

test.describe('admin list search boxes', () => {
  for (const [index, { route, api }] of SEARCHABLE_LISTS.entries()) {
    const word = WORDS[index % WORDS.length] ?? 'acord';
    test(`${route}: typing '${word}' at 150 ms a key on a 6× slower CPU searches for '${word}'`, async () => {
      const { page } = session;
      const searches: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === api && url.searchParams.has('search')) {
          searches.push(url.searchParams.get('search') ?? '');
        }
      });
      await page.goto(route);
      const box = page.getByRole('search').getByRole('searchbox');
      await expect(box).toBeVisible();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await box.pressSequentially(word, { delay: 150 });
      await expect(box).toHaveValue(word);
      await expect.poll(() => searches.at(-1)).toBe(word);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    });
  }
});
