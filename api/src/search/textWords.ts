import { normaliseSearchText } from '@acorduri/contracts';
import { MATCH_NOTHING } from './searchFilter';

/** Shorter words ('de', 'la', chord names such as 'am') are neither stored nor searched. */
export const TEXT_WORD_MIN_LENGTH = 3;
/** Above every character a normalised word can hold after a prefix (letters and digits of the BMP). */
const PREFIX_END = '\uffff';

/** The distinct normalised words of a text (lowercase, no diacritics) of at least TEXT_WORD_MIN_LENGTH. */
export function textWordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const word of normaliseSearchText(text).split(' '))
    if (word.length >= TEXT_WORD_MIN_LENGTH) words.add(word);
  return [...words];
}

/**
 * The filter of a word search over a multikey field of `textWordsOf` words: every word of the query (of at least
 * TEXT_WORD_MIN_LENGTH, normalised) must begin one of the text's words, in any order ('iub dor' finds '…iubirea
 * … dorul…'). Each word is one index range ($elemMatch keeps its two bounds on the same element); the longest
 * word comes first, the one the index reads, as longer prefixes match fewer words. A query without such a word
 * matches nothing.
 */
export function textWordsFilter(text: string, field: string): Record<string, unknown> {
  const words = textWordsOf(text).sort((a, b) => b.length - a.length);
  if (words.length === 0) return MATCH_NOTHING;
  return {
    $and: words.map((word) => ({ [field]: { $elemMatch: { $gte: word, $lt: word + PREFIX_END } } })),
  };
}
