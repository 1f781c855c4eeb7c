import { adminPages } from '../support/adminPages';
import { expect, test } from '../support/fixtures';

const session = adminPages();

/**
 * The admin lists with the most columns (admin.md §2): their actions were out of sight on wide screens. A row of
 * text is at most 140 px, so a screen of 900 px shows several (a tab row was 263 px); a tab row holds up to three
 * lines of its text's preview and its categories: 151 px at 1366 px on the seeded archive, so 160; the chord
 * editor's rows hold a diagram and are as tall as it.
 */
const WIDE_LISTS = [
  { path: '/tab-manager', rowHeightMax: 160 },
  { path: '/users', rowHeightMax: 140 },
  { path: '/chord-editor', rowHeightMax: undefined },
] as const;
const WIDTHS = [1366, 1920, 2560] as const;

test.describe('admin tables fit the screen', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the actions of every row are in view and rows are as tall as their content`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height: 900 });
      for (const { path, rowHeightMax } of WIDE_LISTS) {
        await page.goto(path);
        const row = session.firstRow();
        await expect(row).toBeVisible();
        const actions = row.getByRole('cell').last();
        await expect(actions.getByRole('button').first(), `${path}: the row's actions`).toBeInViewport({
          ratio: 1,
        });
        await expect(page.getByRole('columnheader', { name: 'Acțiuni' })).toBeInViewport({ ratio: 1 });
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${path} scrolls sideways`).toBe(0);
        if (rowHeightMax === undefined) continue;
        const heights = await page
          .getByRole('row')
          .evaluateAll((rows) => rows.slice(1).map((r) => r.getBoundingClientRect().height));
        expect(Math.max(...heights), `${path}: the tallest row`).toBeLessThanOrEqual(rowHeightMax);
      }
    });
  }
});
