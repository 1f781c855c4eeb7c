import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { acceptCookies, apiTabs } from './public-helpers';

/** A seeded public tab whose first chords include a sharp (keys D, A, E: F#m, C#m, G#m), so spelling shows. */
async function sharpTabPath(request: Parameters<typeof apiTabs>[0]): Promise<string> {
  const { tabs } = await apiTabs(request, 'limit=100');
  const tab = tabs.find((candidate) => /^Intro:.*\b[A-G]#m\b/.test(candidate.preview));
  if (!tab) throw new Error('no seeded tab opens with a sharp minor chord');
  return `/acorduri/${tab.artist.slug}/${tab.slug}`;
}

/** The sheet's first block (its first line of text), once the chord names are buttons. */
async function openSheet(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const sheet = page.getByTestId('tab-body');
  await expect(sheet.getByRole('button').first()).toBeVisible();
  return sheet;
}

async function expectNoSidewaysScroll(sheet: Locator) {
  const widths = await sheet.evaluate((element) => ({
    sheet: [element.scrollWidth, element.clientWidth],
    page: [document.documentElement.scrollWidth, window.innerWidth],
  }));
  expect(widths.sheet[0]).toBeLessThanOrEqual(widths.sheet[1]!);
  expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);
}

/** Opens a chord's popover as the reader's device does and checks it shows the diagram of that same name. */
async function expectPopoverOf(page: Page, chord: Locator, touch: boolean) {
  const name = (await chord.textContent()) ?? '';
  if (touch) await chord.tap();
  else await chord.click();
  const popover = page.getByRole('dialog', { name: `Diagrama acordului ${name}` });
  await expect(popover).toBeVisible();
  await expect(
    popover.getByRole('img', { name: new RegExp(`^Acordul ${escapeRegExp(name)} la chitară`) }),
  ).toBeVisible();
  await expect(popover).toContainText(name);
  await expect(popover).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[#+()]/g, (sign) => `\\${sign}`);

for (const device of [
  { name: 'phone 390 × 844', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop 1366 × 900', viewport: { width: 1366, height: 900 }, touch: false },
]) {
  test.describe(`tab page on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
    test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

    test('the song starts on the first screen, wraps without sideways scrolling, chords open their diagram', async ({
      page,
      request,
    }) => {
      const sheet = await openSheet(page, await sharpTabPath(request));
      const firstLine = sheet.locator(':scope > div').first();
      await expect(firstLine).toContainText('Intro:');
      await expect(firstLine).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(sheet);

      // The sheet's own spelling (a sharp minor) names the text, the popover and its diagram alike.
      const sharp = sheet.getByRole('button', { name: /^[A-G]#m$/ }).first();
      const sharpName = (await sharp.textContent()) ?? '';
      await expectPopoverOf(page, sharp, device.touch);

      // Transposed, the names follow the new key and the popover follows the text.
      await page.getByRole('button', { name: 'Transpune în sus (+1 semiton)' }).click();
      await expect(sheet.getByRole('button', { name: sharpName, exact: true })).toHaveCount(0);
      await expectPopoverOf(page, sheet.getByRole('button').first(), device.touch);
      await expectNoSidewaysScroll(sheet);

      // The reader's bar stays in reach at the end of the song.
      await sheet.locator(':scope > div').last().scrollIntoViewIfNeeded();
      await expect(page.getByRole('toolbar', { name: 'Opțiuni de afișare' })).toBeInViewport();
    });

    test('a chord name opens its popover from the keyboard and gives focus back on Escape', async ({
      page,
      request,
    }) => {
      const sheet = await openSheet(page, await sharpTabPath(request));
      const chord = sheet.getByRole('button').first();
      const name = (await chord.textContent()) ?? '';
      await chord.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: `Diagrama acordului ${name}` });
      await expect(popover).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
      await expect(chord).toBeFocused();
    });
  });
}

test.describe('tab page on a tablet', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ]) {
    test(`${viewport.width} × ${viewport.height}: the song starts on the first screen, no sideways scrolling`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const sheet = await openSheet(page, await sharpTabPath(request));
      await expect(sheet.locator(':scope > div').first()).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(sheet);
    });
  }
});
