import { adminPages } from '../support/adminPages';
import { axeViolations } from '../support/axe';
import { MIDI_FILE } from '../support/files';
import { expect, test } from '../support/fixtures';

/** A 1×1 PNG: the server checks the signature of what it stores. */
const PNG_FILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const session = adminPages();

/** A name unique to this run, short enough for a chord (at most 10 characters). */
const stamp = () => String(Date.now()).slice(-5);

test.describe('admin chord editor, file manager and media', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('a chord drawn in the visual editors reaches the public dictionary after the database button', async () => {
    const name = `Be2e${stamp()}`;
    await session.page.goto('/chord-editor');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Editor acorduri' })).toBeVisible();
    // mf-chords' own diagrams, loaded at run time into the list.
    await expect(session.firstRow().getByRole('img', { name: /la chitară, varianta 1/ })).toBeVisible();
    expect(await axeViolations(session.page)).toEqual([]);

    await session.page.getByRole('button', { name: 'Acord nou' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Acord nou' });
    await expect(dialog.getByLabel(/^Rădăcina/)).toHaveValue('C');
    await dialog.getByLabel(/^Nume/).fill(name);
    await dialog.getByLabel(/^Rădăcina/).selectOption('B');
    await dialog.getByLabel(/^Tipul/).selectOption({ label: 'major (Major)' });

    // Guitar: B major at the second fret, x-2-4-4-4-2, with the mouse and the keyboard.
    await dialog.getByRole('button', { name: 'Adaugă variantă la chitară' }).click();
    const guitar = session.page.getByRole('dialog', { name: 'Variantă nouă — chitară' });
    await guitar.getByLabel('Poziția').selectOption('II');
    await guitar.getByRole('button', { name: 'Coarda 6: liberă' }).click();
    await guitar.getByRole('button', { name: 'Coarda 5, tasta 2' }).click();
    await guitar.getByRole('button', { name: 'Coarda 1, tasta 2' }).click();
    await guitar.getByRole('button', { name: /^3 \(/ }).click();
    await guitar.getByRole('button', { name: 'Coarda 4, tasta 4' }).click();
    await guitar.getByRole('button', { name: 'Coarda 4, tasta 4, degetul 3' }).press('ArrowRight');
    await session.page.keyboard.press('Enter');
    await session.page.keyboard.press('ArrowRight');
    await session.page.keyboard.press('Space');
    const guitarText = 'II\nx     \n-1---1\n------\n--333-\n------\n------';
    await expect(guitar.getByLabel(/^Definiția \(text\)/)).toHaveValue(guitarText);
    await expect(
      guitar.getByRole('img', { name: `Acordul ${name} la chitară, varianta 1, poziția II` }),
    ).toBeVisible();
    expect(await axeViolations(session.page, '[role="dialog"]:last-of-type')).toEqual([]);

    // The text box is the same variant: a broken text is named, a fixed one is kept.
    await guitar.getByLabel(/^Definiția \(text\)/).fill('II\nx     \n-1---1');
    await guitar.getByLabel(/^Definiția \(text\)/).blur();
    await expect(guitar.getByText('Definiția nu este validă')).toBeVisible();
    await guitar.getByLabel(/^Definiția \(text\)/).fill(guitarText);
    await guitar.getByRole('button', { name: 'Păstrează varianta' }).click();
    await expect(guitar).toHaveCount(0);

    // Piano: B, D#, F#.
    await dialog.getByRole('button', { name: 'Adaugă variantă la pian' }).click();
    const piano = session.page.getByRole('dialog', { name: 'Variantă nouă — pian' });
    for (const key of ['Si, octava 1', 'Mi bemol, octava 2', 'Fa diez, octava 2']) {
      await piano.getByRole('button', { name: key }).click();
    }
    await expect(
      piano.getByRole('img', { name: `Acordul ${name} la pian, varianta 1: Si, Mi bemol, Fa diez` }),
    ).toBeVisible();
    await piano.getByRole('button', { name: 'Păstrează varianta' }).click();

    await dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(session.firstRow()).toContainText(name);

    await session.page.getByRole('button', { name: 'Generează baza de acorduri' }).click();
    await expect(
      session.page.getByText(/^Fișierul chordDatabase\.json cu \d+ de acorduri a fost generat cu succes\.$/),
    ).toBeVisible();
    const database = (await (await session.page.request.get('/cache/chordDatabase.json')).json()) as {
      chords: { name: string; guitar: string[] }[];
    };
    expect(database.chords.find((chord) => chord.name === name)?.guitar).toEqual([guitarText]);

    await session.page.goto('/dictionar-acorduri');
    const area = session.page.locator('[data-area="mf_chords"]');
    await area.getByRole('combobox', { name: 'Rădăcina' }).selectOption('B');
    await expect(area.getByRole('heading', { level: 2, name: `${name} — Major` })).toBeVisible();
    await expect(
      area.getByRole('img', { name: `Acordul ${name} la chitară, varianta 1, poziția II` }),
    ).toBeVisible();

    // Leave the seeded dictionary as it was.
    await session.page.goto('/chord-editor');
    await session.page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: `Șterge ${name}` })
      .click();
    await session.page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('the file manager uploads a MIDI file under a chosen name and deletes it', async () => {
    const name = `e2e-fisier-${stamp()}`;
    await session.page.goto('/file-manager');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Acorduri — fișiere' })).toBeVisible();
    await expect(session.firstRow()).toBeVisible();
    expect(await axeViolations(session.page)).toEqual([]);

    await session.page.getByRole('button', { name: 'Încarcă fișier' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Încarcă fișier' });
    await dialog.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await expect(dialog.getByText('Fișierul trebuie adăugat')).toBeVisible();
    await dialog.getByLabel(/^Directorul de destinație/).selectOption('midi');
    await dialog
      .getByLabel(/^Fișierul/)
      .setInputFiles({ name: 'intro.mid', mimeType: 'audio/midi', buffer: MIDI_FILE });
    await dialog.getByLabel(/^Numele fișierului/).fill(name);
    expect(await axeViolations(session.page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    const row = session.page.getByRole('row', { name: new RegExp(`${name}\\.mid`) });
    await expect(session.firstRow()).toContainText(`${name}.mid`);
    const link = row.getByRole('link', { name: `${name}.mid` });
    await expect(link).toHaveAttribute('href', `/media/midi/${name}.mid`);
    expect((await session.page.request.get(`/media/midi/${name}.mid`)).status()).toBe(200);

    await row.getByRole('button', { name: `Șterge ${name}.mid` }).click();
    await expect(session.page.getByText(`Dorești să ștergi fișierul midi/${name}.mid?`)).toBeVisible();
    // The row leaves at once (optimistic): the file is gone once the server has answered.
    const deleted = session.page.waitForResponse(
      (response) => response.url().endsWith('/api/user/media') && response.request().method() === 'DELETE',
    );
    await session.page.getByRole('button', { name: 'Da', exact: true }).click();
    expect(await (await deleted).json()).toBe(true);
    await expect(row).toHaveCount(0);
    expect((await session.page.request.get(`/media/midi/${name}.mid`)).status()).toBe(404);
  });

  test('Media: an image upload comes first with its thumbnail, and is deleted', async () => {
    const filename = `e2e-imagine-${stamp()}.png`;
    await session.page.goto('/media-manager');
    await expect(session.page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(session.firstRow()).toBeVisible();

    await session.page.getByRole('button', { name: 'Adaugă fișier' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Adaugă fișier media' });
    await dialog.getByLabel(/^Directorul de destinație/).selectOption('img');
    await dialog
      .getByLabel(/^Fișierul/)
      .setInputFiles({ name: filename, mimeType: 'image/png', buffer: PNG_FILE });
    await dialog.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await expect(session.firstRow()).toContainText(filename);
    const thumbnail = session.firstRow().locator('img');
    await expect(thumbnail).toHaveAttribute('src', `/media/img/${filename}`);
    await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await axeViolations(session.page)).toEqual([]);

    await session.page.getByRole('searchbox').fill('e2e-imagine');
    await expect(session.page.getByRole('row', { name: new RegExp(filename) })).toBeVisible();
    await session
      .firstRow()
      .getByRole('button', { name: `Șterge ${filename}` })
      .click();
    await session.page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(session.page.getByRole('row', { name: new RegExp(filename) })).toHaveCount(0);
  });
});
