import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_USER, signIn } from '../support/session';
import { type ApiTab, acceptCookies, apiTabs } from './public-helpers';

const labelOf = (tab: ApiTab) => `${tab.title} – ${tab.artist.name}`;

/** 'Adaugă în cântece' on a tab page (mf-account's dialog loaded at run time), into the songbook `name`. */
async function addFromTabPage(page: Page, tab: ApiTab, name: string): Promise<void> {
  await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
  await page.getByRole('button', { name: 'Adaugă în cântece' }).click();
  const dialog = page.getByRole('dialog', { name: `Adaugă „${labelOf(tab)}” într-o listă` });
  await dialog.getByRole('button', { name: new RegExp(`^${name} \\(`) }).click();
  await expect(dialog.getByText(`„${labelOf(tab)}” a fost adăugat în „${name}”.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Închide' }).first().click();
}

test.describe('songbooks', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('builds a songbook of three songs with a key change, reorders it by keyboard and shares it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three tab pages, the editor and a second browser: more than one page's worth of the default budget.
    test.setTimeout(180_000);
    const { tabs } = await apiTabs(page.request, 'limit=3&offset=40');
    const [first, second, third] = tabs;
    if (!first || !second || !third) throw new Error('the seeded archive should have three tabs');
    await signIn(page.request, DEMO_USER);
    const name = `Repetiție e2e ${Date.now()}`;

    await page.goto('/cantecele-mele');
    await page.getByRole('button', { name: 'Listă nouă' }).click();
    const create = page.getByRole('dialog', { name: 'Listă nouă de cântece' });
    await create.getByLabel('Numele listei').fill(name);
    await create.getByRole('button', { name: 'Creează' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const editor = page.url();

    for (const tab of tabs) await addFromTabPage(page, tab, name);

    await page.goto(editor);
    const rows = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Mută mai jos/ }) });
    await expect(rows).toHaveCount(3);
    const secondRow = page.getByRole('listitem', { name: `2 din 3: ${labelOf(second)}` });
    await secondRow.getByLabel('Transpunere (semitonuri)').selectOption({ label: '+2' });
    await expect(page.getByRole('status').filter({ hasText: 'au fost salvate' })).toContainText(second.title);

    // Keyboard only: focus the first song's 'move down' and press Enter; the live region says where it went.
    await page.getByRole('button', { name: `Mută mai jos ${labelOf(first)}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${first.title} a fost mutat pe poziția 2 din 3.`)).toBeAttached();
    await expect(page.getByRole('listitem', { name: `1 din 3: ${labelOf(second)}` })).toBeVisible();
    await expect(page.getByRole('listitem', { name: `2 din 3: ${labelOf(first)}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('listitem', { name: `1 din 3: ${labelOf(second)}` })).toBeVisible();

    const visibility = page.getByRole('checkbox', { name: 'Listă publică' });
    await visibility.click();
    await expect(visibility).toBeChecked();
    const link = page.getByLabel('Linkul de partajare');
    await expect(link).toHaveValue(/\/cantece\/repetitie-e2e-/);
    const shared = await link.inputValue();

    const anonymous = await browser.newContext({ baseURL });
    await acceptCookies(anonymous, baseURL);
    const reader = await anonymous.newPage();
    await reader.goto(new URL(shared).pathname);
    await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
    const table = reader.getByRole('table', { name: `Cântecele listei ${name}` });
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows).toHaveCount(3);
    await expect(bodyRows.nth(0)).toContainText(labelOf(second));
    await expect(bodyRows.nth(0)).toContainText('+2');
    await expect(bodyRows.nth(1)).toContainText(labelOf(first));
    await expect(bodyRows.nth(2)).toContainText(labelOf(third));
    await expect(reader.getByRole('link', { name: 'Editează lista' })).toHaveCount(0);
    await anonymous.close();
  });
});
