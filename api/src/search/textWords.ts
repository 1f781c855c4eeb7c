import { normaliseSearchText } from '@acorduri/contracts';

/** Shorter words ('de', 'la', chord names such as 'am') are neither stored nor searched. */
export const TEXT_WORD_MIN_LENGTH = 3;
/** Above every character a normalised word can hold after a prefix (letters and digits of the BMP). */
export const PREFIX_END = '\uffff';

/** The distinct normalised words of a text (lowercase, no diacritics) of at least TEXT_WORD_MIN_LENGTH. */
export function textWordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const word of normaliseSearchText(text).split(' '))
    if (word.length >= TEXT_WORD_MIN_LENGTH) words.add(word);
  return [...words];
}
