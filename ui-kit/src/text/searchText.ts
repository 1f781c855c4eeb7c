import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_PATTERN } from '@acorduri/contracts';
import { MESSAGES } from '../messages';

/** The API's limits and character set (contracts), checked as the user types. */
export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH };

export interface SearchTextMessages {
  tooLong?: string;
  invalidChars?: string;
}

/** The validation message for search text, or null when it is acceptable (length under 3 is not an error). */
export function validateSearchText(text: string, messages: SearchTextMessages = {}): string | null {
  if ([...text].length > SEARCH_MAX_LENGTH) return messages.tooLong ?? MESSAGES.searchTooLong;
  if (text !== '' && !SEARCH_PATTERN.test(text)) return messages.invalidChars ?? MESSAGES.searchInvalidChars;
  return null;
}

/** True when the text is long enough and valid to search for. */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= SEARCH_MIN_LENGTH && validateSearchText(text) === null;
}
