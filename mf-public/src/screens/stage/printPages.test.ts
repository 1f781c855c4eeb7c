import { printedLines, songStartPages } from './printPages';

describe('printed songbook pages', () => {
  it('counts wrapped long lines', () => {
    expect(printedLines('a\n\nb\n')).toBe(3);
    expect(printedLines(`${'x'.repeat(78)}\ny`)).toBe(3);
  });

  it('starts each song on its own page after the contents, long songs taking several', () => {
    // Contents on page 1; song 1 fits (page 2); song 2 has 60 lines + heading: pages 3-4; song 3 on page 5.
    expect(songStartPages([30, 60, 10])).toEqual([2, 3, 5]);
    // 100 songs fill two pages of contents.
    expect(songStartPages(Array.from({ length: 100 }, () => 10))[0]).toBe(4);
  });
});
