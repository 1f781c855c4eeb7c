import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { acceptCookies, apiTabs } from './public-helpers';

const axeSource = createRequire(__filename).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (real layout and colours, unlike jsdom) and lists what it found. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (found as AxeViolation[]).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

test.describe('public screens in Chromium', () => {
  // The site's CSP forbids inline scripts; axe is the test's own script, not the site's.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('are axe-clean', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { tabs } = await apiTabs(request, 'search=cantec%20de%20rau&limit=1');
    const tab = tabs[0]!;
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
      ['/termeni-si-conditii', 'Termeni și condiții'],
    ];
    const report: Record<string, string[]> = {};
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await page.waitForLoadState('networkidle');
      const found = await violations(page);
      if (found.length > 0) report[path] = found;
    }
    expect(report).toEqual({});
  });
});
