import { foldForSearch } from '@acorduri/contracts';

/** The API folds search text with the same functions, so the screens highlight what the server matched. */
export { foldDiacritics, foldForSearch } from '@acorduri/contracts';

/** True when `query` occurs anywhere in `text`, ignoring case and diacritics. An empty query matches. */
export function includesIgnoringDiacritics(text: string, query: string): boolean {
  return foldForSearch(text).includes(foldForSearch(query.trim()));
}

/** Spec uses both Romanian forms: turns cedilla ş/ţ (legacy) into comma-below ș/ț. */
export function normalizeRomanianCommas(text: string): string {
  return text.replace(/ş/g, 'ș').replace(/Ş/g, 'Ș').replace(/ţ/g, 'ț').replace(/Ţ/g, 'Ț');
}
