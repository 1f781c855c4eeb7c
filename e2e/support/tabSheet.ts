import { expect, type Page } from '@playwright/test';

/**
 * The words of the tab page's sheet without its chord rows, on one line: the sheet wraps each chord line with its
 * lyric line in chunks (a lyric line is split over several elements), so a lyric is looked for here.
 */
export function sheetLyrics(page: Page): Promise<string> {
  return page.getByTestId('tab-body').evaluate((sheet) => {
    const copy = sheet.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-chord-row]').forEach((row) => {
      row.remove();
    });
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  });
}

/**
 * Scrolls the tab page to its rating, favourite button and comments and waits for them: they are only fetched and drawn once they
 * near the screen (#28), so a test that rates or comments brings them into view first, as a reader does.
 */
export async function revealRatingAndComments(page: Page): Promise<void> {
  const slots = page.locator('[data-near-screen]');
  await expect(slots).toHaveCount(2);
  await slots.last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Acordă un rating' })).toBeAttached();
  await expect(page.getByRole('region', { name: /^Comentarii \(\d+\)$/ })).toBeAttached();
}
