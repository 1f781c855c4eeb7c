/** Removes accents (ă â î ș ş ț ţ é …) so 'Știu' and 'stiu' compare equal. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/**
 * The form search compares: lowercase, no diacritics, every run of characters other than letters and digits
 * collapsed into one space. Queries and stored names go through the same function, so 'Ana-Maria' finds
 * 'ana maria' and 'Fără' finds 'fara'.
 */
export function normaliseSearchText(text: string): string {
  return foldDiacritics(text.toLowerCase())
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** URL slug from a name: the normalised text with hyphens, Latin letters and digits only. */
export function slugify(text: string): string {
  return normaliseSearchText(text)
    .replace(/[^a-z0-9 ]+/g, '')
    .trim()
    .replace(/ +/g, '-');
}
