import type { BrowserContext, Page } from '@playwright/test';
import { signedInContext } from '../support/adminContent';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, DEMO_USER } from '../support/session';

let admin: BrowserContext;
let ana: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  admin = await signedInContext(browser, process.env.E2E_BASE_URL, DEMO_ADMIN);
  ana = await signedInContext(browser, process.env.E2E_BASE_URL, DEMO_USER);
});

test.afterAll(async () => {
  await admin.close();
  await ana.close();
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

/** A comment of ana's on a public tab of the demo archive, written through the account call. */
async function commentOfAna(
  body: string,
): Promise<{ tabTitle: string; artistSlug: string; tabSlug: string }> {
  const list = await admin.request.get('/api/admin/tab?limit=1&isPublic=1');
  expect(list.ok()).toBe(true);
  const { tabs } = (await list.json()) as {
    tabs: { id: string; title: string; slug: string; artist: { slug: string } }[];
  };
  const tab = tabs[0];
  if (!tab) throw new Error('the demo archive has no public tab');
  const posted = await ana.request.post('/api/user/comment', { data: { tabId: tab.id, body } });
  expect(posted.ok(), await posted.text()).toBe(true);
  return { tabTitle: tab.title, artistSlug: tab.artist.slug, tabSlug: tab.slug };
}

test.describe('admin comments and lessons', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('Comentarii: the newest comment first, its tab in a new window, search in the URL, delete', async () => {
    const body = `Comentariu e2e ${stamp()} foarte util`;
    const tab = await commentOfAna(body);

    await page.goto('/comment-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Comentarii' })).toBeVisible();
    await expect(firstRow()).toContainText(body);
    const before = await totalShown();
    expect(await axeViolations(page)).toEqual([]);

    const link = firstRow().getByRole('link', { name: /se deschide într-o fereastră nouă/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', `/acorduri/${tab.artistSlug}/${tab.tabSlug}`);
    await expect(firstRow().getByRole('link', { name: 'ana' })).toHaveAttribute('href', /^\/profil\//);

    const word = body.split(' ')[2] ?? body;
    const search = page.getByRole('searchbox', { name: 'Căutare' });
    await expect(search).toHaveAttribute('placeholder', 'Căutare...');
    await search.fill(word);
    await page.getByLabel('Caută în').selectOption('Text');
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${word}&in=text`);
    await expect(page.getByRole('row', { name: new RegExp(word) })).toHaveCount(1);
    await expect.poll(totalShown).toBe(1);
    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(page.getByLabel('Caută în')).toHaveValue('text');
    await expect(firstRow()).toContainText(body);
    await expect(firstRow().locator('mark')).toHaveText(word);

    await page.getByRole('button', { name: 'Cele mai recente' }).click();
    await page.getByRole('menuitemradio', { name: 'Cele mai vechi' }).click();
    await expect(page).toHaveURL(/order=asc/);
    await search.fill('');
    await expect(page.getByLabel('Caută în')).toHaveCount(0);
    await expect(page).not.toHaveURL(/in=text/);

    await page.goto('/comment-manager');
    await expect(firstRow()).toContainText(body);
    await firstRow()
      .getByRole('button', { name: /^Șterge comentariul lui ana/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi comentariul ${body}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(page.getByRole('row', { name: new RegExp(body) })).toHaveCount(0);
    await expect.poll(totalShown).toBe(before - 1);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(body) })).toHaveCount(0);
  });

  test('Lecții: add puts the lesson first and counts it, edit publishes it, filters and search survive a reload, delete', async () => {
    await page.goto('/lesson-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Lecții' })).toBeVisible();
    await expect(firstRow()).toBeVisible();
    const before = await totalShown();
    expect(await axeViolations(page)).toEqual([]);

    const id = stamp();
    const title = `Lecție e2e ${id} pași`;
    await page.getByRole('button', { name: 'Adaugă lecție' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lecție nouă' });
    await expect(dialog.getByLabel('Public')).toHaveCount(0);
    await dialog.getByLabel('Titlu').focus();
    await dialog.getByLabel('Titlu').blur();
    await expect(dialog.getByText('Titlul trebuie completat')).toBeVisible();
    await dialog.getByLabel('Titlu').fill(title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(`lectie-e2e-${id}-pasi`);
    await dialog.getByLabel('URL Imagine').fill('/media/img/lectie-e2e.png');
    await dialog.getByLabel('Nivel').selectOption('Intermediar');
    await dialog.getByLabel('Descriere').fill('O lecție scrisă de testele end-to-end.');
    await dialog
      .getByLabel('Text')
      .fill('<h2>Primul pas</h2><p>Ține chitara drept.</p><script>document.title = "spart"</script>');
    const preview = dialog.getByRole('region', { name: 'Previzualizare' });
    await expect(preview.getByRole('heading', { name: 'Primul pas' })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    await expect(firstRow()).toContainText(title);
    await expect(firstRow().getByRole('img', { name: 'Nepublicată' })).toBeVisible();
    await expect.poll(totalShown).toBe(before + 1);

    await page.getByRole('button', { name: `Editează ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Actualizare lecție' });
    await expect(edit.getByLabel('Text')).toHaveValue(/Primul pas/);
    await edit.getByLabel('Public').check();
    await edit.getByLabel('Descriere').fill('Descriere schimbată de teste.');
    await edit.getByRole('button', { name: 'Actualizează' }).click();
    await expect(edit).toBeHidden();
    await expect(firstRow()).toContainText('Descriere schimbată de teste.');
    await expect(firstRow().getByRole('img', { name: 'Publică' })).toBeVisible();

    await page.getByRole('button', { name: /Filtre/ }).click();
    await page.getByLabel('Publicate').selectOption('Da');
    await page.getByLabel('Nivel').selectOption('Intermediar');
    await expect(page).toHaveURL(/\/lesson-manager\?isPublic=1&level=1$/);
    await page.getByRole('searchbox', { name: 'Căutare' }).fill(id);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(id);
    await expect.poll(totalShown).toBe(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Căutare' })).toHaveValue(id);
    await expect(page.getByLabel('Publicate')).toHaveValue('1');
    await expect(page.getByLabel('Nivel')).toHaveValue('1');
    await expect(firstRow()).toContainText(title);

    await page.goto('/lesson-manager');
    await page.getByRole('button', { name: `Șterge ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi lecția ${title}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await expect.poll(totalShown).toBe(before);
  });
});
