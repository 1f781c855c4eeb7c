const COMBINING_MARKS = /\p{M}/gu;

/**
 * Removes diacritics (ă â î ș ş ț ţ → a a i s s t t, é → e, …) so that searching ignores them.
 * Works per code point, so both precomposed and decomposed input fold the same way.
 */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** Diacritic- and case-insensitive form used for every comparison in search and highlighting. */
export function foldForSearch(text: string): string {
  return foldDiacritics(text).toLocaleLowerCase('ro-RO');
}

/** True when `query` occurs anywhere in `text`, ignoring case and diacritics. An empty query matches. */
export function includesIgnoringDiacritics(text: string, query: string): boolean {
  return foldForSearch(text).includes(foldForSearch(query.trim()));
}

/** Spec uses both Romanian forms: turns cedilla ş/ţ (legacy) into comma-below ș/ț. */
export function normalizeRomanianCommas(text: string): string {
  return text.replace(/ş/g, 'ș').replace(/Ş/g, 'Ș').replace(/ţ/g, 'ț').replace(/Ţ/g, 'Ț');
}
