import { expect, test } from '@playwright/test';
import { axeViolations } from '../../e2e/support/axe';
import { readStories } from './storyIndex';

/** Rules about a whole page, which a component rendered alone in a story is not. */
const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

for (const story of readStories()) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once the story has rendered (or failed to): an icon-only story has no text to wait for.
    await page.waitForFunction(() => /sb-show-(main|errordisplay)/.test(document.body.className));
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page, undefined, PAGE_LEVEL_RULES)).toEqual([]);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
