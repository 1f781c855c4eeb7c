/**
 * A star rating (0–5 in half steps) as Romanian writes it: '4,5', '3'. Written without Intl on purpose: a page's
 * first Intl formatter loads the locale data, 100–250 ms of a phone's main thread (Lighthouse's 4× slowdown), and
 * a list of ratings was the only Intl use on the artist, search and home pages.
 */
export function ratingText(value: number): string {
  return String(value).replace('.', ',');
}
