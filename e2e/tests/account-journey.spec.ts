import path from 'node:path';
import type { Page } from '@playwright/test';
import { MIDI_FILE } from '../support/files';
import { expect, test } from '../support/fixtures';
import { E2E_TMP } from '../support/paths';
import { type RunningSite, startSite } from '../support/server';
import { linkPathIn, startMailbox, type TestMailbox } from '../support/smtp';
import { revealRatingAndComments } from '../support/tabSheet';

interface PublicTab {
  id: string;
  title: string;
  slug: string;
  artist: { name: string; slug: string };
}

// This journey needs mail, so it runs against its own site wired to an SMTP server inside the test process.
let mailbox: TestMailbox;
let site: RunningSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting a second site seeds a second demo database: slow on a busy machine.
  test.setTimeout(240_000);
  mailbox = await startMailbox();
  const manifest = process.env.E2E_MANIFEST_FILE;
  if (!manifest) throw new Error('E2E_MANIFEST_FILE is not set (globalSetup did not run)');
  site = await startSite(
    {
      DATA_DIR: path.join(E2E_TMP, 'account-journey'),
      DB_ENGINE: 'embedded',
      MF_MANIFEST_FILE: manifest,
      SMTP_URL: mailbox.url,
      // A small proof of work keeps the captcha quick; sign-ins and registrations stay under the limiter.
      ALTCHA_MAX_NUMBER: '2000',
      RATE_LIMIT_AUTH_MAX: '200',
    },
    { healthTimeoutMs: 180_000 },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await mailbox?.close();
});

const at = (route: string) => `${site.url}${route}`;

async function solveCaptcha(page: Page) {
  // A click, not check(): the box stays unticked (disabled) while the proof of work runs.
  await page.getByRole('checkbox', { name: 'Nu sunt robot' }).click();
  await expect(page.getByText('Verificat')).toBeVisible({ timeout: 30_000 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(at('/login'));
  const area = page.locator('[data-area="mf_account"]');
  await area.getByLabel('Email').fill(email);
  await area.getByLabel('Parola').fill(password);
  await solveCaptcha(page);
  await area.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page).toHaveURL(at('/'));
}

test('an account from registration to deletion', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `e2e_${stamp}`;
  const email = `e2e-${stamp}@acorduri.test`;
  const password = 'Parola123';
  const newPassword = 'ParolaNoua456';
  const title = `Cântec de test ${stamp}`;

  await test.step('register and receive the verification mail', async () => {
    await page.goto(at('/register'));
    // The cookie banner sits above everything, dialogs included: accept it once for the whole journey.
    await page.getByRole('button', { name: 'De acord' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cont nou' })).toBeVisible();
    await page.getByLabel('Nume sau pseudonim').fill(name);
    await expect(page.getByRole('img', { name: 'Nume disponibil' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Parola', { exact: true }).fill(password);
    await page.getByLabel('Confirmă parola').fill(password);
    await page.getByRole('checkbox', { name: /Sunt de acord cu/ }).check();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page.getByText(/Verifică și cutia de spam/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });

  await test.step('open the verification link', async () => {
    const mail = await mailbox.waitForMail((m) => m.to.includes(email));
    await page.goto(at(linkPathIn(mail, '/verify-email/')));
    await expect(page.getByText(/Adresa de email a fost confirmată/)).toBeVisible();
  });

  await test.step('sign in', async () => {
    await signIn(page, email, password);
  });

  await test.step('add a tab with a MIDI file', async () => {
    await page.goto(at('/adauga-acorduri'));
    await page.getByLabel('Artist').fill('Trupa de test');
    await page.getByLabel('Titlu').fill(title);
    await page.getByLabel('Text').fill('Am        F\nCântă vântul prin brazi\nC         G\n');
    await page.getByLabel('Fișier MIDI (opțional)').setInputFiles({
      name: 'test.mid',
      mimeType: 'audio/midi',
      buffer: MIDI_FILE,
    });
    await page.getByRole('button', { name: 'Trimite' }).click();
    await expect(page.getByText('Transpunerea a fost trimisă și așteaptă aprobarea.')).toBeVisible();
    await expect(page.getByText(/nu a putut fi încărcat/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Transpunerile mele' }).click();
    await expect(page).toHaveURL(at('/transpunerile-mele'));
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Așteaptă aprobarea');
  });

  await test.step('edit it: the change becomes a draft', async () => {
    await page.getByRole('button', { name: `Editează ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editare transpunere' });
    await expect(dialog.getByLabel('Text')).toHaveValue(/Cântă vântul prin brazi/);
    await dialog.getByLabel('Titlu').fill(`${title} (v2)`);
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Modificările au fost trimise spre aprobare.')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`${title} \\(v2\\)`) });
    await expect(row).toContainText('Așteaptă aprobarea');
  });

  const other = await test.step('find another, public tab', async () => {
    const response = await request.get(at('/api/tab?limit=1&orderby=created_at&sort=desc'));
    expect(response.ok()).toBe(true);
    const { tabs } = (await response.json()) as { tabs: PublicTab[] };
    const tab = tabs[0];
    if (!tab) throw new Error('the demo data has no public tab');
    return tab;
  });

  await test.step('favourite, rate and comment the other tab', async () => {
    await page.goto(at(`/acorduri/${other.artist.slug}/${other.slug}`));
    const area = page.locator('[data-area="mf_public"]');
    await revealRatingAndComments(page);
    await area.getByRole('button', { name: /Adaugă la favorite/ }).click();
    await expect(area.getByText('Tabulatura a fost adăugată la favorite.')).toBeVisible();
    // The stars are visually hidden radios drawn by their labels: choose one from the keyboard.
    const fourStars = area.getByRole('radio', { name: '4 stele' });
    await fourStars.focus();
    await page.keyboard.press('Space');
    await expect(fourStars).toBeChecked();
    await area.getByRole('button', { name: 'Votează' }).click();
    await expect(area.getByText('Votul a fost întregistrat. Îți mulțumim!')).toBeVisible();
    await area.getByLabel('Comentariul tău').fill(`Comentariu de test ${stamp}`);
    await area.getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(area.getByText(`Comentariu de test ${stamp}`)).toBeVisible();
  });

  await test.step('the favourite and the comment show in the account screens', async () => {
    await page.goto(at('/favorite'));
    await expect(page.getByRole('link', { name: `${other.artist.name} - ${other.title}` })).toBeVisible();
    await page.goto(at('/comentariile-mele'));
    await expect(page.getByRole('row', { name: new RegExp(`Comentariu de test ${stamp}`) })).toBeVisible();
  });

  await test.step('change the password', async () => {
    await page.goto(at('/account-settings'));
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Schimbă parola' }).click();
    const form = page.getByRole('form', { name: 'Schimbă parola' });
    await form.getByLabel('Parola actuală', { exact: true }).fill(password);
    await form.getByLabel('Parola nouă', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirmă parola nouă').fill(newPassword);
    await form.getByRole('button', { name: 'Schimbă parola' }).click();
    await expect(page.getByText('Parola a fost schimbată cu succes.')).toBeVisible();
  });

  await test.step('sign out', async () => {
    await page.locator('[data-area="mf_account"]').getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(at('/login'));
  });

  await test.step('sign in with the new password', async () => {
    await signIn(page, email, newPassword);
  });

  await test.step('delete the account', async () => {
    await page.goto(at('/account-settings'));
    await page.getByRole('button', { name: 'Șterge cont' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmare' }).getByRole('button', { name: 'Da' }).click();
    await expect(page).toHaveURL(at('/'));
    const session = await page.request.get(at('/api/account'));
    expect(session.status()).toBe(200);
    expect(await session.json()).toBeNull();
  });
});
