import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { attemptSignIn, DEMO_ADMIN, registerAccount, signIn } from '../support/session';
import { acceptCookies } from './public-helpers';

const PASSWORD = 'Parola123';

/** A contribution-free standard account of this run, named so a search finds only this run's accounts. */
const account = (stamp: string, label: string) => ({
  name: `e2e_${stamp}_${label}`,
  email: `e2e-${stamp}-${label}@acorduri.test`,
  password: PASSWORD,
});

const userRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test.describe('admin Utilizatori and Registru in Chromium', () => {
  // axe is the test's own script; the site's CSP forbids inline scripts.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('bulk delete, deactivation refused at sign-in, failed sign-ins in the log', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Captchas are solved by proof of work and the screens load lazily: slow on a shared machine.
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const first = account(stamp, 'unu');
    const second = account(stamp, 'doi');
    const deactivated = account(stamp, 'trei');
    for (const one of [first, second, deactivated]) await registerAccount(page.request, one);
    // One admin sign-in for the whole journey: the sign-in budget is per address and shared by every spec.
    await signIn(page.request, DEMO_ADMIN);

    await test.step('delete two contribution-free users together', async () => {
      await page.goto(`/users?q=${stamp}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Utilizatori' })).toBeVisible();
      await expect(userRow(page, first.name)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await userRow(page, first.name).getByRole('checkbox').check();
      await userRow(page, second.name).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Șterge selectate (2)' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(first.name);
      await expect(confirm).toContainText(second.name);
      await confirm.getByRole('button', { name: 'Da' }).click();
      await expect(userRow(page, first.name)).toHaveCount(0);
      await expect(userRow(page, second.name)).toHaveCount(0);
      await expect(userRow(page, deactivated.name)).toBeVisible();
      // The server agrees: a reload finds only the third account.
      await page.reload();
      await expect(userRow(page, deactivated.name)).toBeVisible();
      await expect(userRow(page, first.name)).toHaveCount(0);
    });

    await test.step('deactivate a standard user, whose row is replaced by the answer', async () => {
      const row = userRow(page, deactivated.name);
      await row.getByRole('button', { name: `Dezactivează ${deactivated.name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Dezactivare cont' });
      await expect(confirm).toContainText(deactivated.name);
      await confirm.getByRole('button', { name: 'Da' }).click();
      await expect(row).toHaveAccessibleName(/cont dezactivat/);
      await expect(row.getByRole('button', { name: `Dezactivează ${deactivated.name}` })).toHaveCount(0);
      await row.getByRole('button', { name: new RegExp(`^${deactivated.name}`) }).click();
      const dialog = page.getByRole('dialog', { name: deactivated.name });
      await expect(
        dialog.getByText('Activ', { exact: true }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('Nu');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    await test.step('the deactivated user is refused at the sign-in form', async () => {
      const visitor = await browser.newContext({ baseURL, locale: 'ro-RO' });
      await acceptCookies(visitor, baseURL);
      const login = await visitor.newPage();
      await login.goto('/login');
      const area = login.locator('[data-area="mf_account"]');
      await area.getByLabel('Email').fill(deactivated.email);
      await area.getByLabel('Parola').fill(deactivated.password);
      // A click, not check(): the box stays unticked while the proof of work runs.
      await login.getByRole('checkbox', { name: 'Nu sunt robot' }).click();
      await expect(login.getByText('Verificat')).toBeVisible({ timeout: 30_000 });
      await area.getByRole('button', { name: 'Autentificare' }).click();
      await expect(login.getByText('Contul a fost dezactivat.')).toBeVisible();
      await expect(login).toHaveURL(/\/login$/);
      await visitor.close();
    });

    await test.step('a failed sign-in shows in the log filtered on its code', async () => {
      const stranger = `nimeni-${stamp}@acorduri.test`;
      const refused = await attemptSignIn(page.request, { email: stranger, password: 'ParolaGresita1' });
      expect(refused.status()).toBe(401);
      await page.goto('/logs');
      await expect(page.getByRole('heading', { level: 1, name: 'Registru' })).toBeVisible();
      await page.getByRole('button', { name: /Filtre/ }).click();
      const code = page.getByLabel('Eveniment', { exact: true });
      await expect(code.getByRole('option', { name: '4 – Autentificare eșuată' })).toBeAttached();
      // The admin actions have their own codes in the same filter.
      await expect(code.getByRole('option', { name: /Administrare: cont dezactivat/ })).toBeAttached();
      await code.selectOption({ label: '4 – Autentificare eșuată' });
      await expect(page).toHaveURL(/[?&]code=4(&|$)/);
      await page.getByRole('searchbox', { name: 'Căutare' }).fill(stamp);
      const table = page.getByRole('table', { name: 'Registru' });
      // The list reloads 500 ms after the last change: a header and this run's two failed sign-ins.
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(
        table.getByRole('row', { name: new RegExp(`^Autentificare eșuată .* ${stranger}$`) }),
      ).toBeVisible();
      // The deactivated user's refused attempt has the same code.
      await expect(
        table.getByRole('row', { name: new RegExp(`^Autentificare eșuată .* ${deactivated.email}$`) }),
      ).toBeVisible();
      const chart = page.getByRole('img', { name: /Evenimente pe zi/ });
      await expect(chart).toHaveAccessibleName(/: 2 evenimente, cele mai multe pe/);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
