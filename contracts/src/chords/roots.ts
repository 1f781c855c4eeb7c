import type { ChordRoot } from './types';

/**
 * The 12 pitch classes as chord roots. `name` is the spelling used in chord names (the one guitar chord books and
 * the chord data set use: C#, Eb, F#, Ab, Bb); sharp and flat spellings serve transposition and lookups.
 */
const ROOT_SPELLINGS: readonly (readonly [name: string, sharpName: string, flatName: string])[] = [
  ['C', 'C', 'C'],
  ['C#', 'C#', 'Db'],
  ['D', 'D', 'D'],
  ['Eb', 'D#', 'Eb'],
  ['E', 'E', 'E'],
  ['F', 'F', 'F'],
  ['F#', 'F#', 'Gb'],
  ['G', 'G', 'G'],
  ['Ab', 'G#', 'Ab'],
  ['A', 'A', 'A'],
  ['Bb', 'A#', 'Bb'],
  ['B', 'B', 'B'],
];

export const CHORD_ROOTS: readonly ChordRoot[] = ROOT_SPELLINGS.map(
  ([name, sharpName, flatName], pitchClass) => ({
    id: pitchClass + 1,
    name,
    sharpName,
    flatName,
    pitchClass,
  }),
);

export const CHORD_ROOT_NAMES: readonly string[] = CHORD_ROOTS.map((root) => root.name);

/** Finds a root by any of its spellings ('D#' and 'Eb' are the same root). */
export function findChordRoot(spelling: string): ChordRoot | undefined {
  return CHORD_ROOTS.find(
    (root) => root.name === spelling || root.sharpName === spelling || root.flatName === spelling,
  );
}
