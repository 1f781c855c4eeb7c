import { expect, test } from '../support/fixtures';
import { acceptCookies, apiTabs } from './public-helpers';

test.describe('public search', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('finds the same tabs with and without diacritics, highlights matches and pages by 10', async ({
    page,
    request,
  }) => {
    const expected = await apiTabs(request, 'search=cantec&limit=10&offset=0');
    const second = await apiTabs(request, 'search=cantec&limit=10&offset=10');
    expect(expected.total).toBeGreaterThan(10);

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Caută o melodie sau un artist' });
    await box.fill('cântec');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cautare\/c%C3%A2ntec$/);
    const results = page.getByRole('list', { name: 'Rezultate' });
    await expect(results.getByRole('listitem')).toHaveCount(10);
    const withDiacritics = await results.getByRole('heading').allTextContents();
    await expect(results.locator('mark').first()).toHaveText(/c[âa]ntec/i);

    await page.goto('/cautare/cantec');
    await expect(results.getByRole('listitem')).toHaveCount(10);
    expect(await results.getByRole('heading').allTextContents()).toEqual(withDiacritics);
    await expect(results.locator('mark').first()).toHaveText(/Cântec/i);

    await expect(page.getByText(`1–10 din ${expected.total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pagina următoare' }).click();
    await expect(page.getByText(`11–20 din ${expected.total}`)).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(results.getByRole('heading').first()).toContainText(second.tabs[0]?.title ?? '');
  });

  test('says when nothing matches and refuses invalid text', async ({ page }) => {
    await page.goto('/cautare/zzzqqqxx');
    await expect(page.getByText('Nu există rezultate.')).toBeVisible();
    await page.goto('/cautare/%3Cscript%3E');
    await expect(
      page.getByText('Textul căutării nu este valid sau conține caractere nepermise.'),
    ).toBeVisible();
  });

  test('suggests artists and tabs while typing and opens the chosen one', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Caută o melodie sau un artist' });
    await box.pressSequentially('cante', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Sugestii' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/(acorduri\/[^/]+|artisti)\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
