import { expect, test } from '../support/fixtures';
import { acceptCookies } from './public-helpers';

test.describe('public browsing', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('artists by letter, the letter page and an artist page', async ({ page }) => {
    await page.goto('/artisti');
    await expect(page).toHaveTitle('Artiști | Acorduri pentru chitară');
    const letterA = page.getByRole('region', { name: 'a', exact: true });
    await expect(letterA.getByRole('listitem').first()).toBeVisible();
    expect(await letterA.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    await letterA.getByRole('button', { name: 'Toți artiștii la litera A' }).click();
    await expect(page).toHaveURL(/\/litere\/1$/);
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await rows.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/artisti\/[^/]+$/);
    await expect(page.getByRole('tab', { name: 'Tabulaturi' })).toBeVisible();
    const firstTab = page.getByRole('tabpanel').getByRole('link').first();
    const href = (await firstTab.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/acorduri\/[^/]+\/[^/]+$/);
    await firstTab.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('categories and a category page sorted by the menu', async ({ page }) => {
    await page.goto('/categorii');
    const chip = page.getByRole('link', { name: /^Jazz/ }).first();
    await chip.click();
    await expect(page).toHaveURL(/\/categorii\/jazz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jazz' })).toBeVisible();
    const firstTitle = page.getByRole('row').nth(1).getByRole('link').first();
    await expect(firstTitle).toBeVisible();
    await page.getByRole('button', { name: /Sortare/ }).click();
    await page.getByRole('menuitemradio', { name: 'Artist, A-Z' }).click();
    await expect
      .poll(async () => {
        const titles = await page.getByRole('row').locator('td:first-child a').allTextContents();
        return (
          titles.length > 1 && titles.every((t, i) => i === 0 || titles[i - 1]!.localeCompare(t, 'ro') <= 0)
        );
      })
      .toBe(true);
    await page.goto('/categorii/jazz!');
    await expect(page.getByText('Parametrul de pagină este incorect.')).toBeVisible();
  });

  test('hides the author and stars columns of a category on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/categorii/jazz');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Contribuție' })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'Favorite' })).toBeVisible();
  });

  test('community, a public profile and its contributions with load more', async ({ page }) => {
    await page.goto('/comunitate');
    await page.getByRole('link', { name: 'Bogdan Lungu' }).click();
    await expect(page).toHaveURL(/\/profil\/bogdan-lungu$/);
    const contributions = page.getByRole('region', { name: /Contribuții/ });
    await expect(contributions.getByRole('row')).toHaveCount(51);
    await page.getByRole('button', { name: 'Încarcă mai multe' }).click();
    await expect(contributions.getByRole('row')).toHaveCount(101);
    await page.goto('/profil/nu-exista-deloc');
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test('lessons, requests and contact', async ({ page }) => {
    await page.goto('/lectii');
    await expect(page.getByRole('heading', { level: 1, name: 'Lecții' })).toBeVisible();
    await page.goto('/cereri');
    await expect(page.getByRole('heading', { level: 1, name: 'Cereri' })).toBeVisible();
    await page.getByRole('button', { name: 'Adaugă o cerere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Trimite' }).click();
    await expect(page.getByText('Acest câmp trebuie completat')).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: 'Nu sunt robot' })).toBeVisible();
  });
});
