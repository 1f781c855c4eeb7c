import { type AlphabetLetter, LETTERS, letterById, letterIdOf } from '@acorduri/contracts';

export type { AlphabetLetter };
export { letterById };

/** The spec's letter ids (contracts holds the one map the API and every screen share). */
export const ALPHABET_LETTERS: readonly AlphabetLetter[] = LETTERS;

/** Ids of â, î and x, which have no page of their own. */
export const SKIPPED_LETTER_IDS: readonly number[] = [3, 12, 29];

/** The letter a name is listed under; anything that is not one of the letters goes under '#'. */
export function letterOf(name: string): AlphabetLetter {
  return letterById(letterIdOf(name)) ?? (LETTERS[0] as AlphabetLetter);
}
