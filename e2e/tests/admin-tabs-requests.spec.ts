import { publishedTabOfAna, requestOfAna } from '../support/adminContent';
import { adminPages } from '../support/adminPages';
import { axeViolations } from '../support/axe';
import { MIDI_FILE } from '../support/files';
import { expect, test } from '../support/fixtures';
import { sheetLyrics } from '../support/tabSheet';

const BODY = 'G         D\nCântec pentru admin\nEm        C\n';

const session = adminPages({ withAna: true });

const stamp = () => `${Date.now()}`;

test.describe('admin tabs and requests', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('an updated tab shows on its public page', async () => {
    const tab = await publishedTabOfAna(
      session.ana.request,
      session.admin.request,
      `Editat ${stamp()}`,
      BODY,
    );
    await session.page.goto('/tab-manager');
    await session.page.getByRole('searchbox', { name: 'Căutare' }).fill(tab.title);
    const name = `${tab.artist.name} – ${tab.title}`;
    await session.page.getByRole('button', { name: `Editează ${name}` }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Editare transpunere' });
    await expect(dialog.getByLabel('Text')).toHaveValue(/Cântec pentru admin/);
    await dialog.getByLabel('Text').fill(`${BODY}Refren schimbat de admin\n`);
    await dialog.getByLabel('Titlu').fill(`${tab.title} bis`);
    await dialog.getByRole('button', { name: 'Actualizează' }).click();
    await expect(dialog.getByText('Transpunerea a fost actualizată.')).toBeVisible();
    expect(await axeViolations(session.page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Închide' }).last().click();

    const link = session.page.getByRole('link', { name: `${tab.title} bis` });
    await link.click();
    await expect(session.page.getByRole('heading', { level: 1 })).toContainText(`${tab.title} bis`);
    await expect.poll(() => sheetLyrics(session.page)).toContain('Refren schimbat de admin');
  });

  test('a deleted tab leaves the list and the total drops by one', async () => {
    const tab = await publishedTabOfAna(
      session.ana.request,
      session.admin.request,
      `De șters ${stamp()}`,
      BODY,
    );
    await session.page.goto('/tab-manager');
    const name = `${tab.artist.name} – ${tab.title}`;
    // The newest tab comes first (id descending).
    await expect(session.page.getByRole('row', { name: new RegExp(tab.title) })).toBeVisible();
    const before = await session.totalShown();
    await session.page.getByRole('button', { name: `Șterge ${name}` }).click();
    const confirm = session.page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi transpunerea ${name}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(tab.title) })).toHaveCount(0);
    await expect.poll(() => session.totalShown()).toBe(before - 1);
    await session.page.reload();
    await expect.poll(() => session.totalShown()).toBe(before - 1);
  });

  test("the 'to review' filter and a search live in the URL and survive a reload", async () => {
    await session.page.goto('/tab-manager');
    await session.page.getByRole('button', { name: /Filtre/ }).click();
    await session.page.getByLabel('De revizuit').selectOption({ label: 'Da' });
    await expect(session.page).toHaveURL(/[?&]review=1/);
    await session.page.getByRole('searchbox', { name: 'Căutare' }).fill('a');
    await session.page.getByLabel('Caută în').selectOption({ label: 'Titluri' });
    await expect(session.page).toHaveURL(/[?&]q=a&in=titles/);
    await session.page.reload();
    await expect(session.page.getByRole('searchbox', { name: 'Căutare' })).toHaveValue('a');
    await expect(session.page.getByLabel('Caută în')).toHaveValue('titles');
    await expect(session.page.getByLabel('De revizuit')).toHaveValue('1');
    expect(await axeViolations(session.page)).toEqual([]);
  });

  test('a MIDI file is uploaded to a tab and removed again', async () => {
    const tab = await publishedTabOfAna(
      session.ana.request,
      session.admin.request,
      `Cu MIDI ${stamp()}`,
      BODY,
    );
    await session.page.goto(`/tab-manager?q=${encodeURIComponent(tab.title)}`);
    const name = `${tab.artist.name} – ${tab.title}`;
    await session.page.getByRole('button', { name: `Editează ${name}` }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Editare transpunere' });
    await dialog.getByLabel('Fișier MIDI nou').setInputFiles({
      name: 'cantec.mid',
      mimeType: 'audio/midi',
      buffer: MIDI_FILE,
    });
    await dialog.getByRole('button', { name: 'Încarcă' }).last().click();
    await expect(dialog.getByText('Fișierul MIDI a fost încărcat.')).toBeVisible();
    const file = dialog.getByRole('link', { name: /\.mid$/ });
    const href = await file.getAttribute('href');
    expect(href).toMatch(/^\/media\/midi\//);
    expect((await session.page.request.get(href ?? '')).ok()).toBe(true);

    await dialog.getByRole('button', { name: 'Șterge fișierul MIDI' }).click();
    await session.page
      .getByRole('alertdialog', { name: 'Confirmare' })
      .getByRole('button', { name: 'Da' })
      .click();
    await expect(dialog.getByText('Fișierul MIDI a fost șters.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /\.mid$/ })).toHaveCount(0);
  });

  test('a request is edited and deleted', async () => {
    const title = `Cerere ${stamp()}`;
    await requestOfAna(session.ana.request, title);
    await session.page.goto('/request-manager');
    await session.page.getByRole('searchbox', { name: 'Căutare' }).fill(title);
    const name = `Trupa Cererilor – ${title}`;
    await session.page.getByRole('button', { name: `Editează ${name}` }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Editare cerere' });
    await dialog.getByLabel('Titlu').fill(`${title} bis`);
    await dialog.getByRole('checkbox', { name: 'Public' }).uncheck();
    await dialog.getByRole('button', { name: 'Actualizează' }).click();
    await expect(dialog).toHaveCount(0);
    const row = session.page.getByRole('row', { name: new RegExp(`${title} bis`) });
    await expect(row.getByRole('img', { name: 'Nepublicată' })).toBeVisible();
    expect(await axeViolations(session.page)).toEqual([]);

    await session.page.getByRole('button', { name: `Șterge ${name} bis` }).click();
    const confirm = session.page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi cererea ${name} bis?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(row).toHaveCount(0);
    await session.page.reload();
    await expect(session.page.getByRole('table', { name: 'Cereri' })).toBeVisible();
    await expect(session.page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });
});
