import { foldDiacritics } from '../search/normalise';

export interface AlphabetLetter {
  readonly id: number;
  readonly letter: string;
}

/**
 * The spec's alphabet: `#` then the Romanian letters, ids counted over the full alphabet with â (3), î (12) and
 * x (29) left out, so the ids shared with the old site's links (/litere/{id}) stay the same.
 */
export const LETTERS: readonly AlphabetLetter[] = [
  { id: 0, letter: '#' },
  { id: 1, letter: 'a' },
  { id: 2, letter: 'ă' },
  { id: 4, letter: 'b' },
  { id: 5, letter: 'c' },
  { id: 6, letter: 'd' },
  { id: 7, letter: 'e' },
  { id: 8, letter: 'f' },
  { id: 9, letter: 'g' },
  { id: 10, letter: 'h' },
  { id: 11, letter: 'i' },
  { id: 13, letter: 'j' },
  { id: 14, letter: 'k' },
  { id: 15, letter: 'l' },
  { id: 16, letter: 'm' },
  { id: 17, letter: 'n' },
  { id: 18, letter: 'o' },
  { id: 19, letter: 'p' },
  { id: 20, letter: 'q' },
  { id: 21, letter: 'r' },
  { id: 22, letter: 's' },
  { id: 23, letter: 'ș' },
  { id: 24, letter: 't' },
  { id: 25, letter: 'ț' },
  { id: 26, letter: 'u' },
  { id: 27, letter: 'v' },
  { id: 28, letter: 'w' },
  { id: 30, letter: 'y' },
  { id: 31, letter: 'z' },
];

export const OTHER_LETTER_ID = 0;
export const LETTER_IDS: readonly number[] = LETTERS.map((entry) => entry.id);

const idByLetter = new Map(LETTERS.map((entry) => [entry.letter, entry.id]));
// The legacy cedilla forms are the same letters as the comma-below ones.
idByLetter.set('ş', 23);
idByLetter.set('ţ', 25);

export function letterById(id: number): AlphabetLetter | undefined {
  return LETTERS.find((entry) => entry.id === id);
}

/**
 * The letter a name is listed under: its first character, lowercased; ă, ș and ț keep their own letters, other
 * accented letters (â, î, é, …) go under their base letter; x and anything else go under `#`.
 */
export function letterIdOf(name: string): number {
  const first = name.trim().charAt(0).toLocaleLowerCase('ro-RO');
  if (!first) return OTHER_LETTER_ID;
  return idByLetter.get(first) ?? idByLetter.get(foldDiacritics(first)) ?? OTHER_LETTER_ID;
}
