import { MESSAGES } from '../messages';

/** The spec's search limits: a lookup needs at least 3 characters, the box accepts at most 45. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 45;

/** Letters (any alphabet, so every Romanian diacritic in both ș/ş forms), digits, hyphen, comma and space. */
const ALLOWED_SEARCH_TEXT = /^[\p{L}\p{M}0-9\-, ]*$/u;

export interface SearchTextMessages {
  tooLong?: string;
  invalidChars?: string;
}

/** The validation message for search text, or null when it is acceptable (length under 3 is not an error). */
export function validateSearchText(text: string, messages: SearchTextMessages = {}): string | null {
  if ([...text].length > SEARCH_MAX_LENGTH) return messages.tooLong ?? MESSAGES.searchTooLong;
  if (!ALLOWED_SEARCH_TEXT.test(text)) return messages.invalidChars ?? MESSAGES.searchInvalidChars;
  return null;
}

/** True when the text is long enough and valid to search for. */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= SEARCH_MIN_LENGTH && validateSearchText(text) === null;
}
