import type { Page } from '@playwright/test';

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
