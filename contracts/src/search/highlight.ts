import { foldDiacritics } from './normalise';

/** Diacritic- and case-insensitive form used for every comparison in search and highlighting. */
export function foldForSearch(text: string): string {
  return foldDiacritics(text).toLocaleLowerCase('ro-RO');
}

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

/**
 * `foldForSearch` of one character, kept: a text is folded character by character (its parts keep the original
 * spelling), and each fold normalises, strips marks and lowercases for the Romanian locale. A search page's results
 * spent 32 ms in it on a 4×-slowed phone CPU (#28); the characters a page meets are a few hundred at most.
 */
const foldedChars = new Map<string, string>();
function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = foldForSearch(char);
    foldedChars.set(char, folded);
  }
  return folded;
}

/** Folded copy of `text` plus, for every folded character, the index of the original code point it came from. */
function foldWithIndexMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origin.push(index);
    index += char.length;
  }
  return { folded, origin };
}

function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * Splits `text` into highlighted and plain parts (ui-kit's Highlight draws them; the API's first paint of a search
 * page marks the same parts) for every occurrence of the query (or of each of its words when
 * `words` is set), ignoring case and diacritics: "sarbatoare" highlights "Sărbătoare". The parts keep the original
 * spelling and always join back to `text`.
 */
export function splitHighlight(
  text: string,
  query: string,
  options: { words?: boolean } = {},
): HighlightPart[] {
  const terms = (options.words ? query.split(/\s+/) : [query])
    .map((term) => foldForSearch(term.trim()))
    .filter((term) => term.length > 0);
  if (!text || terms.length === 0) return text ? [{ text, highlighted: false }] : [];

  const { folded, origin } = foldWithIndexMap(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    let from = folded.indexOf(term);
    while (from !== -1) {
      const lastFolded = from + term.length - 1;
      const start = origin[from] ?? 0;
      const lastOrigin = origin[lastFolded] ?? start;
      const lastChar = text.codePointAt(lastOrigin) ?? 0;
      // Extend over trailing combining marks so "a" + U+0306 stays in one piece.
      let end = lastOrigin + (lastChar > 0xffff ? 2 : 1);
      while (end < text.length && /\p{M}/u.test(text[end] ?? '')) end += 1;
      ranges.push([start, end]);
      from = folded.indexOf(term, from + term.length);
    }
  }
  if (ranges.length === 0) return [{ text, highlighted: false }];

  const parts: HighlightPart[] = [];
  let cursor = 0;
  for (const [start, end] of mergeRanges(ranges)) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), highlighted: false });
    parts.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), highlighted: false });
  return parts;
}
