/**
 * Page numbers for the printed songbook's table of contents. Browsers do not implement CSS `target-counter()`,
 * so a printed page cannot name the page another element lands on; the numbers are counted here from the same
 * fixed layout the print stylesheet uses (A4, 15 mm margins, 11 pt monospace at line height 1.35: 50 lines of
 * up to 77 characters a page). Every song starts a new page; a song longer than a page takes the pages its
 * lines fill. A printer dialog that scales the page changes the real numbers.
 */
export const PRINT_LAYOUT = { linesPerPage: 50, charactersPerLine: 77, headingLines: 4 } as const;

/** Lines one text fills on paper, counting wrapped long lines. */
export function printedLines(text: string): number {
  return text
    .replace(/\n+$/, '')
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / PRINT_LAYOUT.charactersPerLine)), 0);
}

/** The first page of each song, after a table of contents of one line per song. */
export function songStartPages(songLines: readonly number[]): number[] {
  const { linesPerPage, headingLines } = PRINT_LAYOUT;
  let page = Math.ceil((songLines.length + headingLines) / linesPerPage) + 1;
  return songLines.map((lines) => {
    const start = page;
    page += Math.max(1, Math.ceil((lines + headingLines) / linesPerPage));
    return start;
  });
}
