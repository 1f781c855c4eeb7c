import { adminPages } from '../support/adminPages';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const session = adminPages({ withAna: true });

const stamp = () => `${Date.now()}`;

/** A comment of ana's on a public tab of the demo archive, written through the account call. */
async function commentOfAna(
  body: string,
): Promise<{ tabTitle: string; artistSlug: string; tabSlug: string }> {
  const list = await session.admin.request.get('/api/admin/tab?limit=1&isPublic=1');
  expect(list.ok()).toBe(true);
  const { tabs } = (await list.json()) as {
    tabs: { id: string; title: string; slug: string; artist: { slug: string } }[];
  };
  const tab = tabs[0];
  if (!tab) throw new Error('the demo archive has no public tab');
  const posted = await session.ana.request.post('/api/user/comment', { data: { tabId: tab.id, body } });
  expect(posted.ok(), await posted.text()).toBe(true);
  return { tabTitle: tab.title, artistSlug: tab.artist.slug, tabSlug: tab.slug };
}

test.describe('admin comments and lessons', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('Comentarii: the newest comment first, its tab in a new window, search in the URL, delete', async () => {
    const body = `Comentariu e2e ${stamp()} foarte util`;
    const tab = await commentOfAna(body);

    await session.page.goto('/comment-manager');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Comentarii' })).toBeVisible();
    await expect(session.firstRow()).toContainText(body);
    const before = await session.totalShown();
    expect(await axeViolations(session.page)).toEqual([]);

    const link = session.firstRow().getByRole('link', { name: /se deschide într-o fereastră nouă/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', `/acorduri/${tab.artistSlug}/${tab.tabSlug}`);
    await expect(session.firstRow().getByRole('link', { name: 'ana' })).toHaveAttribute(
      'href',
      /^\/profil\//,
    );

    const word = body.split(' ')[2] ?? body;
    const search = session.page.getByRole('searchbox', { name: 'Căutare' });
    await expect(search).toHaveAttribute('placeholder', 'Căutare...');
    await search.fill(word);
    await session.page.getByLabel('Caută în').selectOption('Text');
    await expect.poll(() => new URL(session.page.url()).search).toBe(`?q=${word}&in=text`);
    await expect(session.page.getByRole('row', { name: new RegExp(word) })).toHaveCount(1);
    await expect.poll(() => session.totalShown()).toBe(1);
    await session.page.reload();
    await expect(search).toHaveValue(word);
    await expect(session.page.getByLabel('Caută în')).toHaveValue('text');
    await expect(session.firstRow()).toContainText(body);
    await expect(session.firstRow().locator('mark')).toHaveText(word);

    await session.page.getByRole('button', { name: 'Cele mai recente' }).click();
    await session.page.getByRole('menuitemradio', { name: 'Cele mai vechi' }).click();
    await expect(session.page).toHaveURL(/order=asc/);
    await search.fill('');
    await expect(session.page.getByLabel('Caută în')).toHaveCount(0);
    await expect(session.page).not.toHaveURL(/in=text/);

    await session.page.goto('/comment-manager');
    await expect(session.firstRow()).toContainText(body);
    await session
      .firstRow()
      .getByRole('button', { name: /^Șterge comentariul lui ana/ })
      .click();
    const confirm = session.page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi comentariul ${body}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(body) })).toHaveCount(0);
    await expect.poll(() => session.totalShown()).toBe(before - 1);
    await session.page.reload();
    await expect(session.page.getByRole('row', { name: new RegExp(body) })).toHaveCount(0);
  });

  test('Lecții: add puts the lesson first and counts it, edit publishes it, filters and search survive a reload, delete', async () => {
    await session.page.goto('/lesson-manager');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Lecții' })).toBeVisible();
    await expect(session.firstRow()).toBeVisible();
    const before = await session.totalShown();
    expect(await axeViolations(session.page)).toEqual([]);

    const id = stamp();
    const title = `Lecție e2e ${id} pași`;
    await session.page.getByRole('button', { name: 'Adaugă lecție' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Lecție nouă' });
    await expect(dialog.getByLabel('Public')).toHaveCount(0);
    await dialog.getByLabel('Titlu').focus();
    await dialog.getByLabel('Titlu').blur();
    await expect(dialog.getByText('Titlul trebuie completat')).toBeVisible();
    await dialog.getByLabel('Titlu').fill(title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(`lectie-e2e-${id}-pasi`);
    await dialog.getByLabel('URL Imagine').fill('/media/img/lectie-e2e.png');
    await dialog.getByLabel('Nivel').selectOption('Intermediar');
    await dialog.getByLabel('Descriere').fill('O lecție scrisă de testele end-to-end.');
    // Markdown, with the live preview beside the box on a wide screen.
    const text = dialog.getByLabel('Text');
    await text.fill('## Primul pas\n\nȚine chitara **drept**.\n\n<script>document.title = "spart"</script>');
    await expect(text).toHaveAccessibleDescription(/Se scrie în Markdown/);
    const preview = dialog.getByRole('region', { name: 'Previzualizare' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Primul pas' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('drept');
    await expect(preview.locator('script')).toHaveCount(0);
    const [textBox, previewBox] = [await text.boundingBox(), await preview.boundingBox()];
    expect(previewBox?.x).toBeGreaterThan((textBox?.x ?? 0) + (textBox?.width ?? 0) - 1);
    expect(await axeViolations(session.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    await expect(session.firstRow()).toContainText(title);
    await expect(session.firstRow().getByRole('img', { name: 'Nepublicată' })).toBeVisible();
    await expect.poll(() => session.totalShown()).toBe(before + 1);

    await session.page.getByRole('button', { name: `Editează ${title}` }).click();
    const edit = session.page.getByRole('dialog', { name: 'Actualizare lecție' });
    await expect(edit.getByLabel('Text')).toHaveValue(/^## Primul pas\n\nȚine chitara \*\*drept\*\*\./);
    await edit.getByLabel('Text').press('ControlOrMeta+End');
    await edit.getByLabel('Text').pressSequentially('\n\n');
    // The toolbar's list puts a selected placeholder line; typing replaces it.
    await edit
      .getByRole('toolbar', { name: 'Formatare' })
      .getByRole('button', { name: 'Listă', exact: true })
      .click();
    await expect(edit.getByLabel('Text')).toBeFocused();
    await edit.getByLabel('Text').pressSequentially('umerii jos');
    await expect(edit.getByLabel('Text')).toHaveValue(/\*\*drept\*\*\.\n\n- umerii jos$/);
    await expect(edit.getByRole('region', { name: 'Previzualizare' }).getByRole('listitem')).toHaveText(
      'umerii jos',
    );
    await edit.getByLabel('Public').check();
    await edit.getByLabel('Descriere').fill('Descriere schimbată de teste.');
    await edit.getByRole('button', { name: 'Actualizează' }).click();
    await expect(edit).toBeHidden();
    await expect(session.firstRow()).toContainText('Descriere schimbată de teste.');
    await expect(session.firstRow().getByRole('img', { name: 'Publică' })).toBeVisible();

    // The public page shows what the preview showed.
    const lessonPage = await session.page.context().newPage();
    await lessonPage.goto(`/lectii/lectie-e2e-${id}-pasi`);
    const article = lessonPage.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Primul pas' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('drept');
    await expect(article.locator('li', { hasText: 'umerii jos' })).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(lessonPage).not.toHaveTitle('spart');
    await lessonPage.close();

    await session.page.getByRole('button', { name: /Filtre/ }).click();
    await session.page.getByLabel('Publicate').selectOption('Da');
    await session.page.getByLabel('Nivel').selectOption('Intermediar');
    await expect(session.page).toHaveURL(/\/lesson-manager\?isPublic=1&level=1$/);
    await session.page.getByRole('searchbox', { name: 'Căutare' }).fill(id);
    await expect.poll(() => new URL(session.page.url()).searchParams.get('q')).toBe(id);
    await expect.poll(() => session.totalShown()).toBe(1);
    await session.page.reload();
    await expect(session.page.getByRole('searchbox', { name: 'Căutare' })).toHaveValue(id);
    await expect(session.page.getByLabel('Publicate')).toHaveValue('1');
    await expect(session.page.getByLabel('Nivel')).toHaveValue('1');
    await expect(session.firstRow()).toContainText(title);

    await session.page.goto('/lesson-manager');
    await session.page.getByRole('button', { name: `Șterge ${title}` }).click();
    const confirm = session.page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi lecția ${title}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await expect.poll(() => session.totalShown()).toBe(before);
  });
});
