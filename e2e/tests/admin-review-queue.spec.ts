import type { APIRequestContext } from '@playwright/test';
import { publishedTabOfAna, signedInContext } from '../support/adminContent';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, DEMO_USER } from '../support/session';

const BODY = 'G        D\nPe drumul de acasă\nEm       C\n';

async function firstArtist(admin: APIRequestContext): Promise<{ id: string; name: string; slug: string }> {
  const { artists } = (await (await admin.get('/api/admin/artist/all')).json()) as {
    artists: { id: string; name: string; slug: string }[];
  };
  const artist = artists[0];
  if (!artist) throw new Error('the demo archive has no artist');
  return artist;
}

test.describe('the review queue (De revizuit)', () => {
  // axe is the test's own script; the site's CSP forbids inline ones.
  test.use({ bypassCSP: true });

  test('a new submission is approved from the queue with its tags and becomes public', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const ana = await signedInContext(browser, baseURL, DEMO_USER);
    const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
    const artist = await firstArtist(admin.request);
    const title = `Trimisă ${Date.now()}`;
    const created = await ana.request.post('/api/user/tab', {
      data: { title, artistId: artist.id, body: BODY },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const page = await admin.newPage();
    await page.goto('/tab-manager');
    await page.getByRole('link', { name: /^De revizuit \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/[?&]review=1.*sort=submitted_at.*order=asc/);
    await page.getByRole('searchbox', { name: 'Căutare' }).fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('De revizuit: transpunere nouă');
    await expect(row).toContainText(/Trimisă pe \d{2}\.\d{2}\.\d{4}/);
    await row.getByRole('button', { name: `Editează ${artist.name} – ${title}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Modificări propuse' });
    await expect(dialog.getByText(/a trimis această transpunere nouă/)).toBeVisible();
    await expect(dialog.getByText(/Trimisă de ana_pop pe/)).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Aprobă și publică' }).click();
    await expect(dialog.getByText('Cel puțin o etichetă trebuie selectată')).toBeVisible();
    await dialog.getByRole('group', { name: 'Etichete' }).getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Aprobă și publică' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

    await expect.poll(async () => (await page.request.get(`/api/tab/${id}`)).status()).toBe(200);
    const mine = await ana.newPage();
    await mine.goto('/transpunerile-mele');
    await expect(mine.getByRole('row', { name: new RegExp(title) })).toContainText('Public');
    await ana.close();
    await admin.close();
  });

  test('a proposed edit is rejected with a reason: the author sees it, the public tab is unchanged', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const ana = await signedInContext(browser, baseURL, DEMO_USER);
    const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
    const tab = await publishedTabOfAna(ana.request, admin.request, `Respinsă ${Date.now()}`, BODY);
    const draft = await ana.request.put('/api/user/tab/draft', {
      data: {
        id: tab.id,
        title: `${tab.title} (live)`,
        artistId: tab.artist.id,
        body: `${BODY}Un vers nou\n`,
      },
    });
    expect(draft.status()).toBe(200);

    const page = await admin.newPage();
    await page.goto('/tab-manager');
    await page.getByRole('link', { name: /^De revizuit \(\d+\)$/ }).click();
    await page.getByRole('searchbox', { name: 'Căutare' }).fill(tab.title);
    const row = page.getByRole('row', { name: new RegExp(tab.title) });
    await expect(row).toContainText('De revizuit: modificări propuse');
    await row.getByRole('button', { name: `Editează ${tab.artist.name} – ${tab.title}` }).click();
    const review = page.getByRole('dialog', { name: 'Modificări propuse' });
    await review.getByRole('button', { name: 'Respinge' }).click();

    const reject = page.getByRole('dialog', { name: `Respinge transpunerea ${tab.title}` });
    await reject.getByLabel('Motivul (opțional)').fill('Versul nou nu se potrivește cu melodia.');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await reject.getByRole('button', { name: 'Respinge' }).click();
    await expect(reject).toHaveCount(0);
    await expect(review).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(tab.title) })).toHaveCount(0);

    const publicTab = (await (await page.request.get(`/api/tab/${tab.id}`)).json()) as { title: string };
    expect(publicTab.title).toBe(tab.title);
    const mine = await ana.newPage();
    await mine.goto('/transpunerile-mele');
    const own = mine.getByRole('row', { name: new RegExp(tab.title) });
    await expect(own).toContainText('Respinsă');
    await expect(own).toContainText('Motivul: Versul nou nu se potrivește cu melodia.');
    await ana.close();
    await admin.close();
  });
});
