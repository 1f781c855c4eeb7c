import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signedInContext } from '../support/adminContent';
import { expect, test } from '../support/fixtures';
import { DEMO_USER } from '../support/session';
import { acceptCookies, seededSongTab } from './public-helpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/**
 * Every public route of the route table with real parameters, and the heading that shows it rendered. The
 * token routes (/reset-password, /verify-email) are left out: a made-up token is rightly refused with a 400.
 */
async function publicScreens(request: APIRequestContext): Promise<[string, RegExp][]> {
  const tab = await seededSongTab(request);
  const lessons = (await (await request.get('/api/lesson?limit=1')).json()) as {
    lessons: { slug: string }[];
  };
  return [
    ['/', /Bine ai venit!/],
    ['/cautare/cantec', /cantec/],
    ['/artisti', /Artiști/],
    ['/litere/1', /Artiști/],
    [`/artisti/${tab.artist.slug}`, new RegExp(tab.artist.name)],
    [`/acorduri/${tab.artist.slug}/${tab.slug}`, new RegExp(tab.title)],
    ['/categorii', /Categorii/],
    ['/categorii/jazz', /Jazz/],
    ['/lectii', /Lecții/],
    [`/lectii/${lessons.lessons[0]!.slug}`, /./],
    ['/comunitate', /Comunitate/],
    ['/profil/bogdan-lungu', /Bogdan Lungu/],
    ['/cereri', /Cereri/],
    ['/contact', /Contact/],
    ['/termeni-si-conditii', /Termeni și condiții/],
    ['/dictionar-acorduri', /./],
    ['/accesibil', /./],
    ['/login', /./],
    ['/register', /./],
    ['/forgot-password', /./],
  ];
}

/** Console errors, uncaught exceptions and answers with an error status, as the page shows them. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** Opens every screen and returns, per path, what went wrong while it loaded (nothing when clean). */
async function problemsPerScreen(page: Page, screens: [string, RegExp][]): Promise<Record<string, string[]>> {
  const problems = watchProblems(page);
  const report: Record<string, string[]> = {};
  for (const [path, heading] of screens) {
    problems.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await page.waitForLoadState('networkidle');
    if (problems.length > 0) report[path] = [...problems];
  }
  return report;
}

/** Whether the element is what the reader sees at its centre (nothing lies over it). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/** The links of the open navigation that are on the screen, each with whether anything covers it. */
async function coveredNavigationLinks(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const covered: string[] = [];
  for (const link of await page
    .getByRole('navigation', { name: 'Navigare principală' })
    .getByRole('link')
    .all()) {
    const box = await link.boundingBox();
    if (!box || box.y + box.height / 2 > viewport.height || box.y < 0) continue;
    if (!(await isOnTop(link))) covered.push((await link.textContent()) ?? '');
  }
  return covered;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every public route loads without console errors or failed calls, anonymous', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      expect(await problemsPerScreen(page, await publicScreens(request))).toEqual({});
    });

    test('every public route loads without console errors or failed calls, signed in', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(300_000);
      const context = await signedInContext(browser, baseURL, DEMO_USER);
      const page = await context.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const session = await page.request.get('/api/account');
      expect(await session.json()).toMatchObject({ email: DEMO_USER.email });
      expect(await problemsPerScreen(page, await publicScreens(request))).toEqual({});
      await context.close();
    });

    test('the signed-out session probe is an answer, not a failure', async ({ request }) => {
      const probe = await request.get('/api/account');
      expect(probe.status()).toBe(200);
      expect(await probe.json()).toBeNull();
      expect((await request.get('/api/user/profile')).status()).toBe(401);
    });

    test('the cookie banner covers no link of the open navigation', async ({ page }) => {
      await page.goto('/');
      // The server paints the page and its banner before the app; the app takes over when it removes that paint.
      await expect(page.locator('#first-paint')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Consimțământ cookie-uri' })).toBeVisible();
      const menuButton = page.getByRole('button', { name: 'Deschide meniul' });
      const navigation = page.getByRole('navigation', { name: 'Navigare principală' });
      // Open by default from 1280 px; on a phone the menu button opens it over the page.
      if (!(await navigation.isVisible())) await menuButton.click();
      await expect(navigation.getByRole('link').first()).toBeVisible();
      expect(await coveredNavigationLinks(page)).toEqual([]);
    });
  });
}

test('the tab page describes itself with its first lyrics on one line, within 155 characters', async ({
  page,
  request,
}) => {
  const tab = await seededSongTab(request);
  await page.goto(`/acorduri/${tab.artist.slug}/${tab.slug}`);
  const lead = `Acorduri ${tab.artist.name} - ${tab.title}: `;
  const description = page.locator('meta[name="description"]');
  // The server's head describes the page first; the screen writes its own once the app has taken over.
  const escapedLead = lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(description).toHaveAttribute('content', new RegExp(`^${escapedLead}\\S`));
  const content = (await description.getAttribute('content')) ?? '';
  expect(content.length).toBeLessThanOrEqual(155);
  expect(content).not.toMatch(/[\r\n]/);
  // The seeded sheets open with a chord line; the lyrics come first in the description.
  expect(content.slice(lead.length)).not.toMatch(/^([A-H][#b]?m?7?\s+){2}/);
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the search box and the first Top rows on the first screen, above the cookie banner', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Caută o melodie sau un artist' });
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    const rows = page.getByRole('region', { name: 'Ultimele noutăți' }).getByRole('row');
    await expect(rows.nth(3)).toBeVisible();
    await expect(search).toBeInViewport({ ratio: 1 });
    const bannerTop = (await banner.boundingBox())!.y;
    expect(bannerTop).toBeGreaterThan(844 * 0.8);
    for (const row of [rows.nth(1), rows.nth(2), rows.nth(3)]) {
      const box = (await row.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bannerTop);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('leaves the drawing out, and keeps it on a wide screen', async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL);
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Caută o melodie sau un artist' })).toBeVisible();
    const drawing = page.getByRole('img', { name: 'Desen: o chitară' });
    await expect(drawing).toBeHidden();
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(drawing).toBeVisible();
  });
});
