import { shiftPitchClass } from '../chords/pitchClass';
import { CHORD_ROOTS } from '../chords/roots';
import type { TriadClass } from './chordClass';

export interface MusicKey {
  /** Pitch class of the tonic, 0 = C */
  readonly tonic: number;
  readonly minor: boolean;
}

export interface HeardChord {
  readonly root: number;
  readonly triad: TriadClass;
}

/** The triads each degree of a key carries (the minor key's V may be major: the harmonic minor's dominant). */
const MAJOR_TRIADS: Readonly<Record<number, readonly TriadClass[]>> = {
  0: ['M'],
  2: ['m'],
  4: ['m'],
  5: ['M'],
  7: ['M'],
  9: ['m'],
  11: ['d'],
};
const MINOR_TRIADS: Readonly<Record<number, readonly TriadClass[]>> = {
  0: ['m'],
  2: ['d'],
  3: ['M'],
  5: ['m'],
  7: ['m', 'M'],
  8: ['M'],
  10: ['M'],
};

const fits = (key: MusicKey, chord: HeardChord) =>
  ((key.minor ? MINOR_TRIADS : MAJOR_TRIADS)[shiftPitchClass(chord.root, -key.tonic)] ?? []).includes(
    chord.triad,
  );

const isTonic = (key: MusicKey, chord: HeardChord | undefined) =>
  chord !== undefined && chord.root === key.tonic && chord.triad === (key.minor ? 'm' : 'M');

/**
 * The song's probable key: the one of the 24 keys whose chords are most of the song's chord changes, the first chord
 * being its tonic (then the last) deciding between keys that fit as well (C major and A minor share their chords).
 * A remaining tie goes to the key of the first chord's root, then to major. Undefined without chords.
 */
export function probableKey(changes: readonly HeardChord[]): MusicKey | undefined {
  if (changes.length === 0) return undefined;
  const first = changes[0];
  const last = changes[changes.length - 1];
  let best: { key: MusicKey; score: number } | undefined;
  for (const minor of [false, true]) {
    for (let offset = 0; offset < 12; offset++) {
      const key = { tonic: shiftPitchClass(first!.root, offset), minor };
      const fitting = changes.filter((chord) => fits(key, chord)).length;
      const score = fitting * 4 + (isTonic(key, first) ? 3 : 0) + (isTonic(key, last) ? 2 : 0);
      if (!best || score > best.score) best = { key, score };
    }
  }
  return best?.key;
}

/** 'Am', 'C', 'F#m': the key's tonic as chord roots are spelled, 'm' for minor. */
export const musicKeyName = (key: MusicKey) => `${CHORD_ROOTS[key.tonic]!.name}${key.minor ? 'm' : ''}`;
