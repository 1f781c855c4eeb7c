import type { BrowserContext, Page } from '@playwright/test';
import { signedInContext } from '../support/adminContent';
import { axeViolations } from '../support/axe';
import { MIDI_FILE } from '../support/files';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN } from '../support/session';

/** A 1×1 PNG: the server checks the signature of what it stores. */
const PNG_FILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

/** The first data row of the table (row 0 is the header). */
const firstRow = () => page.getByRole('row').nth(1);

/** A name unique to this run, short enough for a chord (at most 10 characters). */
const stamp = () => String(Date.now()).slice(-5);

test.describe('admin chord editor, file manager and media', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('a chord drawn in the visual editors reaches the public dictionary after the database button', async () => {
    const name = `Be2e${stamp()}`;
    await page.goto('/chord-editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Editor acorduri' })).toBeVisible();
    // mf-chords' own diagrams, loaded at run time into the list.
    await expect(firstRow().getByRole('img', { name: /la chitară, varianta 1/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Acord nou' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acord nou' });
    await expect(dialog.getByLabel(/^Rădăcina/)).toHaveValue('C');
    await dialog.getByLabel(/^Nume/).fill(name);
    await dialog.getByLabel(/^Rădăcina/).selectOption('B');
    await dialog.getByLabel(/^Tipul/).selectOption({ label: 'major (Major)' });

    // Guitar: B major at the second fret, x-2-4-4-4-2, with the mouse and the keyboard.
    await dialog.getByRole('button', { name: 'Adaugă variantă la chitară' }).click();
    const guitar = page.getByRole('dialog', { name: 'Variantă nouă — chitară' });
    await guitar.getByLabel('Poziția').selectOption('II');
    await guitar.getByRole('button', { name: 'Coarda 6: liberă' }).click();
    await guitar.getByRole('button', { name: 'Coarda 5, tasta 2' }).click();
    await guitar.getByRole('button', { name: 'Coarda 1, tasta 2' }).click();
    await guitar.getByRole('button', { name: /^3 \(/ }).click();
    await guitar.getByRole('button', { name: 'Coarda 4, tasta 4' }).click();
    await guitar.getByRole('button', { name: 'Coarda 4, tasta 4, degetul 3' }).press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const guitarText = 'II\nx     \n-1---1\n------\n--333-\n------\n------';
    await expect(guitar.getByLabel(/^Definiția \(text\)/)).toHaveValue(guitarText);
    await expect(
      guitar.getByRole('img', { name: `Acordul ${name} la chitară, varianta 1, poziția II` }),
    ).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]:last-of-type')).toEqual([]);

    // The text box is the same variant: a broken text is named, a fixed one is kept.
    await guitar.getByLabel(/^Definiția \(text\)/).fill('II\nx     \n-1---1');
    await guitar.getByLabel(/^Definiția \(text\)/).blur();
    await expect(guitar.getByText('Definiția nu este validă')).toBeVisible();
    await guitar.getByLabel(/^Definiția \(text\)/).fill(guitarText);
    await guitar.getByRole('button', { name: 'Păstrează varianta' }).click();
    await expect(guitar).toHaveCount(0);

    // Piano: B, D#, F#.
    await dialog.getByRole('button', { name: 'Adaugă variantă la pian' }).click();
    const piano = page.getByRole('dialog', { name: 'Variantă nouă — pian' });
    for (const key of ['Si, octava 1', 'Mi bemol, octava 2', 'Fa diez, octava 2']) {
      await piano.getByRole('button', { name: key }).click();
    }
    await expect(
      piano.getByRole('img', { name: `Acordul ${name} la pian, varianta 1: Si, Mi bemol, Fa diez` }),
    ).toBeVisible();
    await piano.getByRole('button', { name: 'Păstrează varianta' }).click();

    await dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(firstRow()).toContainText(name);

    await page.getByRole('button', { name: 'Generează baza de acorduri' }).click();
    await expect(
      page.getByText(/^Fișierul chordDatabase\.json cu \d+ de acorduri a fost generat cu succes\.$/),
    ).toBeVisible();
    const database = (await (await page.request.get('/cache/chordDatabase.json')).json()) as {
      chords: { name: string; guitar: string[] }[];
    };
    expect(database.chords.find((chord) => chord.name === name)?.guitar).toEqual([guitarText]);

    await page.goto('/dictionar-acorduri');
    const area = page.locator('[data-area="mf_chords"]');
    await area.getByRole('combobox', { name: 'Rădăcina' }).selectOption('B');
    await expect(area.getByRole('heading', { level: 2, name: `${name} — Major` })).toBeVisible();
    await expect(
      area.getByRole('img', { name: `Acordul ${name} la chitară, varianta 1, poziția II` }),
    ).toBeVisible();

    // Leave the seeded dictionary as it was.
    await page.goto('/chord-editor');
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: `Șterge ${name}` })
      .click();
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('the file manager uploads a MIDI file under a chosen name and deletes it', async () => {
    const name = `e2e-fisier-${stamp()}`;
    await page.goto('/file-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Acorduri — fișiere' })).toBeVisible();
    await expect(firstRow()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Încarcă fișier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Încarcă fișier' });
    await dialog.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await expect(dialog.getByText('Fișierul trebuie adăugat')).toBeVisible();
    await dialog.getByLabel(/^Directorul de destinație/).selectOption('midi');
    await dialog
      .getByLabel(/^Fișierul/)
      .setInputFiles({ name: 'intro.mid', mimeType: 'audio/midi', buffer: MIDI_FILE });
    await dialog.getByLabel(/^Numele fișierului/).fill(name);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    const row = page.getByRole('row', { name: new RegExp(`${name}\\.mid`) });
    await expect(firstRow()).toContainText(`${name}.mid`);
    const link = row.getByRole('link', { name: `${name}.mid` });
    await expect(link).toHaveAttribute('href', `/media/midi/${name}.mid`);
    expect((await page.request.get(`/media/midi/${name}.mid`)).status()).toBe(200);

    await row.getByRole('button', { name: `Șterge ${name}.mid` }).click();
    await expect(page.getByText(`Dorești să ștergi fișierul midi/${name}.mid?`)).toBeVisible();
    // The row leaves at once (optimistic): the file is gone once the server has answered.
    const deleted = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/media') && response.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    expect(await (await deleted).json()).toBe(true);
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/media/midi/${name}.mid`)).status()).toBe(404);
  });

  test('Media: an image upload comes first with its thumbnail, and is deleted', async () => {
    const filename = `e2e-imagine-${stamp()}.png`;
    await page.goto('/media-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(firstRow()).toBeVisible();

    await page.getByRole('button', { name: 'Adaugă fișier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adaugă fișier media' });
    await dialog.getByLabel(/^Directorul de destinație/).selectOption('img');
    await dialog
      .getByLabel(/^Fișierul/)
      .setInputFiles({ name: filename, mimeType: 'image/png', buffer: PNG_FILE });
    await dialog.getByRole('button', { name: 'Încarcă', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await expect(firstRow()).toContainText(filename);
    const thumbnail = firstRow().locator('img');
    await expect(thumbnail).toHaveAttribute('src', `/media/img/${filename}`);
    await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox').fill('e2e-imagine');
    await expect(page.getByRole('row', { name: new RegExp(filename) })).toBeVisible();
    await firstRow()
      .getByRole('button', { name: `Șterge ${filename}` })
      .click();
    await page.getByRole('button', { name: 'Da', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(filename) })).toHaveCount(0);
  });
});
