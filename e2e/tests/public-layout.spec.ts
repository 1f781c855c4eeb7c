import { expect, test } from '../support/fixtures';

test.describe('public layout', () => {
  test('cookie banner until accepted, remembered after a reload', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await expect(banner.getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute(
      'href',
      '/termeni-si-conditii',
    );
    await banner.getByRole('button', { name: 'De acord' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'acorduri_cookie_consent');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('on a phone the cookie notice keeps its link and button 24 px inside its edges', async ({ page }) => {
    // A page control peeking out from under the notice is then covered by its plain surface, never half-covered
    // by one of its controls (the tab page's chords cross the screen's bottom edge under it).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await expect(banner.getByRole('button', { name: 'De acord' })).toBeEnabled();
    const edges = await banner.evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const controls = Array.from(bar.querySelectorAll('a, button')).flatMap((control) =>
        Array.from(control.getClientRects()),
      );
      return {
        count: controls.length,
        top: Math.min(...controls.map((rect) => rect.top)) - box.top,
        bottom: box.bottom - Math.max(...controls.map((rect) => rect.bottom)),
      };
    });
    expect(edges.count).toBeGreaterThanOrEqual(2);
    expect(edges.top).toBeGreaterThanOrEqual(24);
    expect(edges.bottom).toBeGreaterThanOrEqual(24);
  });

  test('drawer open at 1280 px and wider, closed below until toggled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    await expect(nav.getByRole('link', { name: 'Artiști' })).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await nav.getByRole('link', { name: 'Categorii' }).click();
    await expect(page).toHaveURL(/\/categorii$/);
    await expect(nav).toBeHidden();
  });

  test('guards send anonymous visitors of signed-in and admin routes to /login', async ({ page }) => {
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Autentificare' })).toBeVisible();
  });

  test('each route names the page and states the transpositions are personal views', async ({ page }) => {
    await page.goto('/comunitate');
    await expect(page).toHaveTitle('Comunitate | Acorduri pentru chitară');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /contribuitorii/i);
    await expect(page.getByRole('contentinfo')).toHaveText(
      'Transpunerile sunt viziunile personale ale utilizatorilor asupra melodiilor.',
    );
  });
});
