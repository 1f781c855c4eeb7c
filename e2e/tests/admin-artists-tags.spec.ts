import { signedInContext } from '../support/adminContent';
import { adminPages } from '../support/adminPages';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_USER } from '../support/session';

const session = adminPages();

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
    await session.page.goto('/artists');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Artiști' })).toBeVisible();
    await expect(session.page.getByRole('navigation', { name: 'Cale de navigare' })).toContainText(
      'Panou administrare',
    );
    await expect(session.firstRow()).toBeVisible();
    const before = await session.totalShown();
    expect(await axeViolations(session.page)).toEqual([]);

    const name = `Artist e2e ${stamp()}`;
    await session.page.getByRole('button', { name: 'Adaugă artist' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Artist nou' });
    await dialog.getByLabel('Artist').focus();
    await dialog.getByLabel('Artist').blur();
    await expect(dialog.getByText('Acest câmp trebuie completat')).toBeVisible();
    await dialog.getByLabel('Artist').fill(name);
    expect(await axeViolations(session.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    await expect(session.firstRow()).toContainText(name);
    await expect.poll(() => session.totalShown()).toBe(before + 1);

    const renamed = `${name} bis`;
    await session.page.getByRole('button', { name: `Editează ${name}` }).click();
    const edit = session.page.getByRole('dialog', { name: 'Editare artist' });
    await expect(edit.getByLabel('Artist')).toHaveValue(name);
    await edit.getByLabel('Artist').fill(renamed);
    await edit.getByRole('button', { name: 'Adaugă' }).click();
    await expect(edit).toBeHidden();
    await expect(session.firstRow()).toContainText(renamed);

    // The change is the server's, not only the page's.
    await session.page.reload();
    await expect(session.firstRow()).toContainText(renamed);
    await expect.poll(() => session.totalShown()).toBe(before + 1);

    await session.page.getByRole('button', { name: `Șterge ${renamed}` }).click();
    const confirm = session.page.getByRole('alertdialog', { name: 'Șterge artist' });
    await expect(confirm).toContainText(`Dorești să ștergi artistul ${renamed}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
    await expect.poll(() => session.totalShown()).toBe(before);
  });

  test('Artiști: a filter and a search live in the URL and survive a reload', async () => {
    await session.page.goto('/artists');
    await session.page.getByRole('button', { name: /Filtre/ }).click();
    const filtered = session.page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/artist?') &&
        new URL(response.url()).searchParams.get('withTabs') === '1',
    );
    await session.page.getByLabel('Cu acorduri').selectOption('Da');
    await expect(session.page).toHaveURL(/\/artists\?withTabs=1$/);
    const withTabs = ((await (await filtered).json()) as { total: number }).total;
    await expect.poll(() => session.totalShown()).toBe(withTabs);

    const firstName = (await session.firstRow().getByRole('link').first().textContent()) ?? '';
    const word = firstName.split(' ')[0] ?? firstName;
    const searched = session.page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/artist?') &&
        new URL(response.url()).searchParams.get('search') === word,
    );
    await session.page.getByRole('searchbox', { name: 'Căutare' }).fill(word);
    await expect.poll(() => new URL(session.page.url()).searchParams.get('q')).toBe(word);
    const found = ((await (await searched).json()) as { total: number }).total;
    expect(found).toBeLessThanOrEqual(withTabs);
    await expect.poll(() => session.totalShown()).toBe(found);
    await expect(session.page.getByRole('row', { name: exactly(firstName) })).toBeVisible();

    await session.page.reload();
    await expect(session.page.getByRole('searchbox', { name: 'Căutare' })).toHaveValue(word);
    await expect(session.page.getByLabel('Cu acorduri')).toHaveValue('1');
    await expect(session.page.getByRole('row', { name: exactly(firstName) })).toBeVisible();
    await expect.poll(() => session.totalShown()).toBe(found);

    await session.page.getByRole('button', { name: 'Șterge filtrele' }).click();
    await expect(session.page).not.toHaveURL(/withTabs/);
  });

  test('Categorii: add, edit, delete, the tag file, and the visibility filter in the URL', async () => {
    await session.page.goto('/tag-manager');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Categorii' })).toBeVisible();
    await expect(session.firstRow()).toBeVisible();
    // The seeded categories: wait for their count, which a CI run once read as 0 right after the first row showed.
    await expect.poll(() => session.totalShown()).toBeGreaterThan(0);
    const before = await session.totalShown();
    expect(await axeViolations(session.page)).toEqual([]);

    const name = `Categorie e2e ${stamp()}`;
    await session.page.getByRole('button', { name: 'Adaugă categorie' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Categorie nouă' });
    await expect(dialog.getByRole('checkbox', { name: 'Publică (apare pe site)' })).not.toBeChecked();
    await dialog.getByLabel('Nume').fill(name);
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    await expect(session.firstRow()).toContainText(name);
    await expect(session.firstRow().getByRole('img', { name: 'Privată' })).toBeVisible();
    await expect.poll(() => session.totalShown()).toBe(before + 1);

    await session.page.getByRole('button', { name: `Editează ${name}` }).click();
    const edit = session.page.getByRole('dialog', { name: 'Editare categorie' });
    await edit.getByRole('checkbox', { name: 'Publică (apare pe site)' }).check();
    await edit.getByRole('button', { name: 'Actualizează' }).click();
    await expect(edit).toBeHidden();
    await expect(session.firstRow().getByRole('img', { name: 'Publică' })).toBeVisible();

    await session.page.getByRole('button', { name: 'Generează fișierul categoriilor' }).click();
    await expect(session.page.getByText('Fișierul a fost generat cu succes.')).toBeVisible();

    await session.page.getByRole('button', { name: /Filtre/ }).click();
    await session.page.getByLabel('Vizibilitate').selectOption('Public');
    await expect(session.page).toHaveURL(/\/tag-manager\?isPublic=1$/);
    await expect(session.page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await session.page.reload();
    await expect(session.page.getByLabel('Vizibilitate')).toHaveValue('1');
    await expect(session.page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await session.page.goto('/tag-manager');
    await session.page.getByRole('button', { name: `Șterge ${name}` }).click();
    const confirm = session.page.getByRole('alertdialog', { name: 'Șterge categorie' });
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expect.poll(() => session.totalShown()).toBe(before);
  });
});
