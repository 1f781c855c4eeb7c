import { publishedTabOfAna, signedInContext } from '../support/adminContent';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, DEMO_USER } from '../support/session';
import { sheetLyrics } from '../support/tabSheet';

const BODY = 'Am        F\nPe malul apei stau\nC         G\n';
const NEW_LINE = 'Și valurile cântă';

test.describe('contribution loop', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('a user edits a public tab, the admin reviews the difference and approves, the tab page shows it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const ana = await signedInContext(browser, baseURL, DEMO_USER);
    const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
    const tab = await publishedTabOfAna(ana.request, admin.request, `Bucla ${stamp}`, BODY);
    const tabPage = `/acorduri/${tab.artist.slug}/${tab.slug}`;

    await test.step('ana proposes a change in the account area: a draft', async () => {
      const page = await ana.newPage();
      await page.goto('/transpunerile-mele');
      await page.getByRole('button', { name: `Editează ${tab.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editare transpunere' });
      await expect(dialog.getByLabel('Text')).toHaveValue(/Pe malul apei stau/);
      await dialog.getByLabel('Text').fill(`${BODY}${NEW_LINE}\n`);
      await dialog.getByRole('button', { name: 'Salvează' }).click();
      await expect(page.getByText('Modificările au fost trimise spre aprobare.')).toBeVisible();
      // Until it is approved the public page keeps the old text.
      await page.goto(tabPage);
      await expect.poll(() => sheetLyrics(page)).toContain('Pe malul apei stau');
      expect(await sheetLyrics(page)).not.toContain(NEW_LINE);
    });

    await test.step('the admin finds it in the review queue and approves it after seeing the difference', async () => {
      const page = await admin.newPage();
      await page.goto('/tab-manager');
      await page.getByRole('link', { name: /^De revizuit \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/[?&]review=1/);
      await page.getByRole('searchbox', { name: 'Căutare' }).fill(tab.title);
      const row = page.getByRole('row', { name: new RegExp(tab.title) });
      await expect(row).toContainText('De revizuit');
      await row.getByRole('button', { name: `Editează ${tab.artist.name} – ${tab.title}` }).click();

      const dialog = page.getByRole('dialog', { name: 'Modificări propuse' });
      await expect(dialog.getByText(/Un utilizator a propus modificări/)).toBeVisible();
      const diff = dialog.getByRole('table', { name: /Diferențe între textul actual și textul propus/ });
      await expect(diff).toContainText('Rânduri adăugate: 1. Rânduri șterse: 0.');
      await expect(diff.getByRole('row', { name: new RegExp(NEW_LINE) })).toContainText(
        `Adăugat: +${NEW_LINE}`,
      );
      await expect(dialog.getByRole('button', { name: 'Actualizează' })).toHaveCount(0);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

      await dialog.getByRole('button', { name: 'Aprobă', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      // The approved tab is no longer to review (the queue may also drop it when it reloads).
      await expect(
        page.getByRole('row').filter({ hasText: tab.title }).filter({ hasText: 'De revizuit' }),
      ).toHaveCount(0);
    });

    await test.step('the public tab page shows the approved text', async () => {
      const page = await browser.newPage({ baseURL });
      await page.goto(tabPage);
      await expect.poll(() => sheetLyrics(page)).toContain(NEW_LINE);
      await page.close();
    });

    await ana.close();
    await admin.close();
  });
});
