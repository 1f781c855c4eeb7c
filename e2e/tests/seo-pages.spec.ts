import { expect, test } from '../support/fixtures';
import { acceptCookies, seededSongTab } from './public-helpers';

test.describe('pages served with their own head and first data', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('a tab page paints its title and text without asking the API for the tab', async ({
    page,
    request,
  }) => {
    const tab = await seededSongTab(request);
    const tabCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/tab/')) tabCalls.push(sent.url());
    });
    const response = await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
    expect(response?.status()).toBe(200);
    const served = (await response?.text()) ?? '';
    expect(served).toContain(`<title>${tab.title} – ${tab.artist.name} | Acorduri pentru chitară</title>`);
    expect(served).toContain('id="__ACORDURI_DATA__"');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tab.title);
    await expect(page.getByTestId('tab-body')).toContainText(tab.preview.split('\n')[0] ?? '');
    await page.waitForLoadState('networkidle');
    expect(tabCalls).toEqual([]);
  });

  test('an artist page lists its tabs without asking the API for the artist or the list', async ({
    page,
    request,
  }) => {
    const tab = await seededSongTab(request);
    const calls: string[] = [];
    page.on('request', (sent) => {
      const { pathname, search } = new URL(sent.url());
      if (pathname.startsWith('/api/artist/') || (pathname === '/api/tab' && search.includes('artistSlug'))) {
        calls.push(sent.url());
      }
    });
    await page.goto(`/artisti/${tab.artist.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tab.artist.name);
    await expect(page.getByRole('link', { name: tab.title }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('an unknown tab answers 404 and shows the 404 page', async ({ page }) => {
    const response = await page.goto('/acorduri/nimeni/nimic');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pagina nu a fost găsită.' })).toBeVisible();
  });
});
