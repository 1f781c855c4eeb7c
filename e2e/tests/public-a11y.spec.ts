import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { acceptCookies, seededSongTab } from './public-helpers';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 412, height: 823 }],
] as const;

test.describe('public screens in Chromium', () => {
  // The site's CSP forbids inline scripts; axe is the test's own script, not the site's.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('are axe-clean', async ({ page, request }) => {
    test.setTimeout(240_000);
    const tab = await seededSongTab(request);
    const screens: [string, string][] = [
      ['/', 'Bine ai venit!'],
      ['/cautare/cantec', 'cantec'],
      ['/artisti', 'Artiști'],
      ['/litere/1', 'Artiști'],
      [`/artisti/${tab.artist.slug}`, tab.artist.name],
      [`/acorduri/${tab.artist.slug}/${tab.slug}`, tab.title],
      ['/categorii', 'Categorii'],
      ['/categorii/jazz', 'Jazz'],
      ['/lectii', 'Lecții'],
      ['/comunitate', 'Comunitate'],
      ['/profil/bogdan-lungu', 'Bogdan Lungu'],
      ['/cereri', 'Cereri'],
      ['/contact', 'Contact'],
      ['/ce-pot-canta', 'Ce pot cânta'],
      ['/termeni-si-conditii', 'Termeni și condiții'],
    ];
    const report: Record<string, string[]> = {};
    // A phone too (Lighthouse's mobile preset width): the layout, the targets' spacing and sizes change there.
    for (const [device, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        await page.waitForLoadState('networkidle');
        const found = await axeViolations(page);
        if (found.length > 0) report[`${device} ${path}`] = found;
      }
    }
    expect(report).toEqual({});
  });
});
