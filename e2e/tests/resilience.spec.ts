import { expect, test } from '../support/fixtures';
import { withRemoteEntry } from '../support/manifest';

test('a remote whose entry is dead shows its error panel while the other areas keep working', async ({
  page,
}) => {
  await withRemoteEntry('mf_chords', 'http://127.0.0.1:9/mf/mf-chords/remoteEntry.js', async () => {
    await page.goto('/dictionar-acorduri');
    const panel = page.locator('[data-area-error="mf_chords"]');
    await expect(panel.getByRole('alert')).toContainText('Această secțiune nu poate fi încărcată acum.');
    // The shell around the failed area is intact…
    await expect(page.getByRole('link', { name: 'Acorduri', exact: true })).toBeVisible();
    // …and another area still loads, both by client-side navigation and on a fresh page.
    await page.getByRole('link', { name: 'Acorduri', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeVisible();
  });
});

test('a remote whose exposed module cannot be fetched is contained the same way', async ({ page }) => {
  await withRemoteEntry('mf_account', '/mf/does-not-exist/remoteEntry.js', async () => {
    await page.goto('/login');
    await expect(page.locator('[data-area-error="mf_account"]').getByRole('alert')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeVisible();
  });
});
