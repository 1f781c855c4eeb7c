import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { revealRatingAndComments } from '../support/tabSheet';
import { acceptCookies, seededSongTab } from './public-helpers';

async function signInAsAna(page: Page) {
  await page.goto('/login');
  const area = page.locator('[data-area="mf_account"]');
  await area.getByLabel('Email').fill('ana@acorduri.test');
  await area.getByLabel('Parola').fill('Demo1234');
  // The box ticks itself once the challenge is solved, so it is clicked rather than checked.
  await page.getByRole('checkbox', { name: 'Nu sunt robot' }).click();
  await expect(page.getByText('Verificat')).toBeVisible({ timeout: 30_000 });
  await area.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByRole('button', { name: 'Contul meu: ana' })).toBeVisible();
}

test.describe('public site, signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('favourite, rate, comment and delete it on a tab page, then sign out', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tab = await seededSongTab(request);
    await signInAsAna(page);
    await page.getByRole('button', { name: 'Contul meu: ana' }).click();
    await expect(page.getByRole('menu')).toContainText('ana@acorduri.test');
    await page.keyboard.press('Escape');

    await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
    await expect(page.getByTestId('tab-body')).toBeVisible();
    await revealRatingAndComments(page);

    const favourite = page.getByRole('button', { name: /(Adaugă la|Scoate din) favorite/ });
    if ((await favourite.getAttribute('aria-pressed')) === 'true') {
      await favourite.click();
      await expect(page.getByText('Tabulatura a fost scoasă din favorite.')).toBeVisible();
    }
    await page.getByRole('button', { name: /Adaugă la favorite/ }).click();
    await expect(page.getByText('Tabulatura a fost adăugată la favorite.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Scoate din favorite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.locator('label').filter({ hasText: '4,5 stele' }).click();
    await page.getByRole('button', { name: 'Votează' }).click();
    await expect(page.getByText('Votul a fost întregistrat. Îți mulțumim!')).toBeVisible();

    const heading = page.getByRole('heading', { name: /^Comentarii \(\d+\)$/ });
    const before = Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
    const text = `Comentariu e2e ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Comentariul tău' }).fill(text);
    await page.getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(heading).toHaveText(`Comentarii (${before + 1})`);
    const comments = page.getByRole('region', { name: /^Comentarii/ }).getByRole('listitem');
    await expect(comments.first()).toContainText(text);
    await comments.first().getByRole('button', { name: 'Șterge comentariul lui ana' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmare' });
    await expect(confirm).toContainText(`Dorești să ștergi comentariul ${text}?`);
    await confirm.getByRole('button', { name: 'Da' }).click();
    await expect(heading).toHaveText(`Comentarii (${before})`);
    await expect(page.getByText(text)).toHaveCount(0);

    await page.getByRole('button', { name: 'Contul meu: ana' }).click();
    await page.getByRole('menuitem', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Autentificare' })).toBeVisible();
  });

  test('adds a request and votes for it once', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAna(page);
    await page.goto('/cereri');
    const title = `Cerere e2e ${Date.now()}`;
    await page.getByRole('button', { name: 'Adaugă o cerere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerere nouă' });
    await dialog.getByRole('textbox', { name: /Titlul melodiei/ }).fill(title);
    await dialog.getByRole('combobox', { name: /Artist/ }).fill('Un artist nou din e2e');
    await dialog.getByRole('button', { name: 'Trimite cererea' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Votează' }).click();
    await expect(row.getByRole('button', { name: 'Votat' })).toBeDisabled();
    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Votat' }),
    ).toBeDisabled();
  });
});
