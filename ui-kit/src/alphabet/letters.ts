import { foldDiacritics, normalizeRomanianCommas } from '../text/diacritics';

export interface AlphabetLetter {
  id: number;
  letter: string;
}

/**
 * The spec's letter ids: # a ă b c d e f g h i j k l m n o p q r s ș t ț u v w y z, numbered from 0 with ids
 * 3, 12 and 29 skipped (the slots of â, î and x, which have no page of their own).
 */
export const ALPHABET_LETTERS: readonly AlphabetLetter[] = Object.freeze(
  (
    // biome-ignore format: one row per line of the alphabet reads better than one entry per line
    [
      [0, '#'], [1, 'a'], [2, 'ă'], [4, 'b'], [5, 'c'], [6, 'd'], [7, 'e'], [8, 'f'], [9, 'g'], [10, 'h'],
      [11, 'i'], [13, 'j'], [14, 'k'], [15, 'l'], [16, 'm'], [17, 'n'], [18, 'o'], [19, 'p'], [20, 'q'],
      [21, 'r'], [22, 's'], [23, 'ș'], [24, 't'], [25, 'ț'], [26, 'u'], [27, 'v'], [28, 'w'], [30, 'y'], [31, 'z'],
    ] as const
  ).map(([id, letter]) => Object.freeze({ id, letter })),
);

export const SKIPPED_LETTER_IDS: readonly number[] = [3, 12, 29];

const byLetter = new Map(ALPHABET_LETTERS.map((entry) => [entry.letter, entry]));
const byId = new Map(ALPHABET_LETTERS.map((entry) => [entry.id, entry]));

export function letterById(id: number): AlphabetLetter | undefined {
  return byId.get(id);
}

/**
 * The letter a name is listed under: its first character lower-cased (ş/ţ read as ș/ț), then without
 * diacritics (â → a, î → i); anything else (digits, x, symbols) goes under '#'.
 */
export function letterOf(name: string): AlphabetLetter {
  const first = normalizeRomanianCommas(name.trim().charAt(0).toLocaleLowerCase('ro-RO'));
  const fallback = byLetter.get('#') as AlphabetLetter;
  return byLetter.get(first) ?? byLetter.get(foldDiacritics(first)) ?? fallback;
}
