import { CAPO_MAX, type CapoMode, type ChordCode, transposeChordCode } from '@acorduri/contracts';

/**
 * The reader's chords as heard with the capo on each fret tried: a shape fingered with the capo on fret N sounds N
 * semitones higher, so a song fits at fret N when its chords, moved down by N, are all the reader's shapes.
 */
export function heardByCapo(shapes: readonly ChordCode[], mode: CapoMode): Map<number, Set<ChordCode>> {
  const frets = mode === 'any' ? Array.from({ length: CAPO_MAX + 1 }, (_, fret) => fret) : [0];
  return new Map(frets.map((fret) => [fret, new Set(shapes.map((code) => transposeChordCode(code, fret)))]));
}
