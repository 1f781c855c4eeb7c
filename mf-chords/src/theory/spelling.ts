import { CHORD_ROOTS } from '@acorduri/contracts';

/** How black-key roots are written: always sharp, always flat, or as chord books usually do (C#, Eb, F#, Ab, Bb). */
export type Spelling = 'sharp' | 'flat' | 'common';

export function noteName(pitchClass: number, spelling: Spelling): string {
  const root = CHORD_ROOTS[((pitchClass % 12) + 12) % 12]!;
  return spelling === 'sharp' ? root.sharpName : spelling === 'flat' ? root.flatName : root.name;
}

/**
 * How each major key writes its black keys, by tonic pitch class: flats for F, Bb, Eb, Ab and Db, sharps for
 * G, D, A, E, B and F# (as their key signatures do); C has none, so its borrowed chords keep the chord-book names.
 */
const MAJOR_KEY_SPELLING: readonly Spelling[] = [
  'common',
  'flat',
  'sharp',
  'flat',
  'sharp',
  'flat',
  'sharp',
  'sharp',
  'flat',
  'sharp',
  'flat',
  'sharp',
];

/** A minor key spells like its relative major a minor third up: Dm, Gm, Cm, Fm, Bbm flat; Em … D#m sharp. */
export function keySpelling(tonicPitchClass: number, minor: boolean): Spelling {
  const major = (((tonicPitchClass + (minor ? 3 : 0)) % 12) + 12) % 12;
  return MAJOR_KEY_SPELLING[major]!;
}
