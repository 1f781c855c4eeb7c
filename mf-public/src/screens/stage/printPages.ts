import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The printed page (A4) and its margins; the header and footer sit in the top and bottom margins. The measuring
 * box below uses the same content size, so pages counted on screen are the pages printed.
 */
export const PRINT_PAGE = { size: 'A4', width: '180mm', height: '257mm', margin: '20mm 15mm' } as const;

/**
 * Pages laid out in `box`: a multi-column box of one page's content size with columns one page wide and one page
 * high (more columns overflow sideways). The browser fragments the content into those columns with the rules it
 * uses for pages (line boxes kept whole, orphans and widows, forced breaks), so a column is a page. Answers the
 * number of pages and the 0-based page each child starts on. Browsers do not implement CSS `target-counter()`;
 * the contents' page numbers come from this.
 */
export function measurePages(box: HTMLElement): { readonly total: number; readonly starts: number[] } {
  const page = box.clientWidth;
  const left = box.getBoundingClientRect().left;
  return {
    total: Math.max(1, Math.round(box.scrollWidth / page)),
    starts: Array.from(box.children, (child) =>
      Math.round((child.getBoundingClientRect().left - left) / page),
    ),
  };
}

/** The first page of each song: the contents fill the first `contentsPages` pages, the songs follow. */
export const songStartPages = (contentsPages: number, songStarts: readonly number[]) =>
  songStarts.map((start) => contentsPages + start + 1);

/**
 * Pages of the contents and the first page of each song, measured in the boxes `contents` and `songs` (see
 * measurePages) whenever `printed` (what is printed) changes; undefined until laid out.
 */
export function useMeasuredPages(
  contents: RefObject<HTMLElement | null>,
  songs: RefObject<HTMLElement | null>,
  printed: unknown,
): readonly number[] | undefined {
  const [starts, setStarts] = useState<readonly number[]>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `printed` stands for the content the boxes show
  useLayoutEffect(() => {
    const measure = () => {
      if (!contents.current || !songs.current) return;
      setStarts(songStartPages(measurePages(contents.current).total, measurePages(songs.current).starts));
    };
    measure();
    // Fonts may have arrived since: measured again, and drawn before the browser lays out the print.
    const beforePrint = () => flushSync(measure);
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, [contents, songs, printed]);
  return starts;
}
