import type { BrowserContext, Page } from '@playwright/test';
import { signedInContext } from '../support/adminContent';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, DEMO_USER } from '../support/session';

let admin: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  admin = await signedInContext(browser, process.env.E2E_BASE_URL, DEMO_ADMIN);
});

test.afterAll(async () => {
  await admin.close();
});

test.beforeEach(async () => {
  page = await admin.newPage();
});

test.afterEach(async () => {
  await page.close();
});

/** The list's total, from the paginator's '1–10 din N'. */
async function totalShown(): Promise<number> {
  const text = await page.getByText(/^\d+–\d+ din \d+$/).textContent();
  return Number(text?.split(' din ')[1]);
}

/** The first data row of the table (row 0 is the header). */
const firstRow = () => page.getByRole('row').nth(1);

const stamp = () => `${Date.now()}`;

const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('admin artists and categories', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('an anonymous visitor and a standard user opening /artists are sent to /login', async ({
    browser,
  }) => {
    const baseURL = process.env.E2E_BASE_URL;
    const anonymous = await browser.newContext({ baseURL, locale: 'ro-RO' });
    const visitor = await anonymous.newPage();
    await visitor.goto('/artists');
    await expect(visitor).toHaveURL(/\/login$/);
    await anonymous.close();

    const ana = await signedInContext(browser, baseURL, DEMO_USER);
    const standard = await ana.newPage();
    await standard.goto('/artists');
    await expect(standard).toHaveURL(/\/login$/);
    await ana.close();
  });

  test('Artiști: add puts the artist first and counts it, edit renames it, delete takes it away', async () => {
    await page.goto('/artists');
    await expect(page.getByRole('heading', { level: 1, name: 'Artiști' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Cale de navigare' })).toContainText(
      'Panou administrare',
    );
    await expect(firstRow()).toBeVisible();
    const before = await totalShown();
    expect(await axeViolations(page)).toEqual([]);

    const name = `Artist e2e ${stamp()}`;
    await page.getByRole('button', { name: 'Adaugă artist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artist nou' });
    await dialog.getByLabel('Artist').focus();
    await dialog.getByLabel('Artist').blur();
    await expect(dialog.getByText('Acest câmp trebuie completat')).toBeVisible();
    await dialog.getByLabel('Artist').fill(name);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    await expect(firstRow()).toContainText(name);
    await expect.poll(totalShown).toBe(before + 1);

    const renamed = `${name} bis`;
    await page.getByRole('button', { name: `Editează ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editare artist' });
    await expect(edit.getByLabel('Artist')).toHaveValue(name);
    await edit.getByLabel('Artist').fill(renamed);
    await edit.getByRole('button', { name: 'Adaugă' }).click();
    await expect(edit).toBeHidden();
    await expect(firstRow()).toContainText(renamed);

    // The change is the server's, not only the page's.
    await page.reload();
    await expect(firstRow()).toContainText(renamed);
    await expect.poll(totalShown).toBe(before + 1);

    await page.getByRole('button', { name: `Șterge ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Șterge artist' });
    await expect(confirm).toContainText(`Dorești să ștergi artistul ${renamed}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
    await expect.poll(totalShown).toBe(before);
  });

  test('Artiști: a filter and a search live in the URL and survive a reload', async () => {
    await page.goto('/artists');
    await page.getByRole('button', { name: /Filtre/ }).click();
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/artist?') &&
        new URL(response.url()).searchParams.get('withTabs') === '1',
    );
    await page.getByLabel('Cu acorduri').selectOption('Da');
    await expect(page).toHaveURL(/\/artists\?withTabs=1$/);
    const withTabs = ((await (await filtered).json()) as { total: number }).total;
    await expect.poll(totalShown).toBe(withTabs);

    const firstName = (await firstRow().getByRole('link').first().textContent()) ?? '';
    const word = firstName.split(' ')[0] ?? firstName;
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/artist?') &&
        new URL(response.url()).searchParams.get('search') === word,
    );
    await page.getByRole('searchbox', { name: 'Căutare' }).fill(word);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    const found = ((await (await searched).json()) as { total: number }).total;
    expect(found).toBeLessThanOrEqual(withTabs);
    await expect.poll(totalShown).toBe(found);
    await expect(page.getByRole('row', { name: exactly(firstName) })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Căutare' })).toHaveValue(word);
    await expect(page.getByLabel('Cu acorduri')).toHaveValue('1');
    await expect(page.getByRole('row', { name: exactly(firstName) })).toBeVisible();
    await expect.poll(totalShown).toBe(found);

    await page.getByRole('button', { name: 'Șterge filtrele' }).click();
    await expect(page).not.toHaveURL(/withTabs/);
  });

  test('Categorii: add, edit, delete, the tag file, and the visibility filter in the URL', async () => {
    await page.goto('/tag-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorii' })).toBeVisible();
    await expect(firstRow()).toBeVisible();
    const before = await totalShown();
    expect(await axeViolations(page)).toEqual([]);

    const name = `Categorie e2e ${stamp()}`;
    await page.getByRole('button', { name: 'Adaugă categorie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categorie nouă' });
    await expect(dialog.getByRole('checkbox', { name: 'Publică (apare pe site)' })).not.toBeChecked();
    await dialog.getByLabel('Nume').fill(name);
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    await expect(firstRow()).toContainText(name);
    await expect(firstRow().getByRole('img', { name: 'Privată' })).toBeVisible();
    await expect.poll(totalShown).toBe(before + 1);

    await page.getByRole('button', { name: `Editează ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editare categorie' });
    await edit.getByRole('checkbox', { name: 'Publică (apare pe site)' }).check();
    await edit.getByRole('button', { name: 'Actualizează' }).click();
    await expect(edit).toBeHidden();
    await expect(firstRow().getByRole('img', { name: 'Publică' })).toBeVisible();

    await page.getByRole('button', { name: 'Generează fișierul categoriilor' }).click();
    await expect(page.getByText('Fișierul a fost generat cu succes.')).toBeVisible();

    await page.getByRole('button', { name: /Filtre/ }).click();
    await page.getByLabel('Vizibilitate').selectOption('Public');
    await expect(page).toHaveURL(/\/tag-manager\?isPublic=1$/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Vizibilitate')).toHaveValue('1');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await page.goto('/tag-manager');
    await page.getByRole('button', { name: `Șterge ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Șterge categorie' });
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expect.poll(totalShown).toBe(before);
  });
});
