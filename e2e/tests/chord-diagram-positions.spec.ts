import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const ROOTS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

interface Clash {
  readonly chord: string;
  readonly numeral: string;
  readonly part: string;
}

/**
 * For every guitar diagram on the page: the rendered box of its fret-position numeral and of each dot and barre
 * (in the SVG's own units, from Chromium's layout), and the pairs closer than one unit.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const clashes: { chord: string; numeral: string; part: string }[] = [];
    const numerals: string[] = [];
    for (const svg of Array.from(document.querySelectorAll('svg[role="img"]'))) {
      const numeral = svg.querySelector('[data-part="position"]') as SVGGraphicsElement | null;
      if (!numeral) continue;
      numerals.push(numeral.textContent ?? '');
      const a = numeral.getBBox();
      for (const part of Array.from(svg.querySelectorAll('[data-part="dot"], [data-part="barre"]'))) {
        const b = (part as SVGGraphicsElement).getBBox();
        const gap = 1;
        const apart =
          a.x + a.width + gap <= b.x ||
          b.x + b.width + gap <= a.x ||
          a.y + a.height + gap <= b.y ||
          b.y + b.height + gap <= a.y;
        if (!apart)
          clashes.push({
            chord: svg.querySelector('title')?.textContent ?? '',
            numeral: numeral.textContent ?? '',
            part: part.getAttribute('data-part') ?? '',
          });
      }
    }
    return { clashes, numerals };
  });
}

test.describe('guitar diagrams at every fret position', () => {
  for (const leftHanded of [false, true]) {
    test(`the position numeral never touches a dot or barre (${leftHanded ? 'left' : 'right'}-handed)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.goto('/dictionar-acorduri');
      const area = page.locator('[data-area="mf_chords"]');
      if (leftHanded) await area.getByLabel('Diagrame pentru stângaci').check();
      const seen = new Set<string>();
      const clashes: Clash[] = [];
      for (const root of ROOTS) {
        await area.getByRole('combobox', { name: 'Rădăcina' }).selectOption(root);
        await expect(area.getByRole('heading', { level: 2 }).first()).toContainText(root);
        await expect(area.getByRole('img', { name: /la chitară/ }).first()).toBeVisible();
        const result = await measure(page);
        for (const numeral of result.numerals) seen.add(numeral);
        clashes.push(...result.clashes);
      }
      expect(clashes).toEqual([]);
      expect([...seen].sort()).toEqual([...NUMERALS].sort());
    });
  }
});
