import { foldDiacritics } from '@acorduri/contracts';

/** The API folds search text with the same function, so the screens highlight what the server matched. */
export { foldDiacritics };

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
