import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { acceptCookies, apiTabs } from './public-helpers';

const NOT_FOUND = 'Pagina nu a fost găsită.';

/** Every public route with a slug, each naming nothing. */
const UNKNOWN = [
  '/artisti/nu-exista-deloc',
  '/categorii/nu-exista-deloc',
  '/acorduri/nimeni/nimic',
  '/lectii/nu-exista-deloc',
  '/profil/nu-exista-deloc',
  '/cantece/nu-exista-deloc',
  '/cantece/nu-exista-deloc/scena',
];

/** A client-side navigation, as a link inside the app makes it (the router reads the new address). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('addresses that name nothing, and a song opened offline', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  for (const path of UNKNOWN) {
    test(`${path} answers 404 with the 404 page, loaded and navigated to`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await expect(page.getByText('Eroare.', { exact: true })).toHaveCount(0);

      await page.goto('/');
      // The app's own heading (in #root), not the server's first paint: the router must be listening.
      await expect(
        page.locator('#root').getByRole('heading', { level: 1, name: 'Bine ai venit!' }),
      ).toBeVisible();
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await expect(page.getByText('Eroare.', { exact: true })).toHaveCount(0);
    });
  }

  test('a song not saved for offline reading says the reader is offline', async ({
    page,
    context,
    request,
  }) => {
    const { tabs } = await apiTabs(request, 'limit=2&offset=50');
    const [first, second] = tabs;
    if (!first || !second) throw new Error('the seeded archive should have two tabs at offset 50');
    await page.goto(`/acorduri/${first.artist.slug}/${first.slug}`);
    await expect(page.getByTestId('tab-body')).toBeVisible();
    await context.setOffline(true);
    try {
      await navigateInApp(page, `/acorduri/${second.artist.slug}/${second.slug}`);
      await expect(
        page.getByText(
          'Ești offline, iar acest cântec nu a fost salvat pentru citire fără internet. Îl poți deschide când revine conexiunea.',
        ),
      ).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
