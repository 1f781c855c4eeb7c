import { CHORD_ROOTS } from '@acorduri/contracts';
import { Note } from 'tonal';

/** How black-key roots are written: always sharp, always flat, or as chord books usually do (C#, Eb, F#, Ab, Bb). */
export type Spelling = 'sharp' | 'flat' | 'common';

/** Pitch class (0 = C … 11 = B) of a note name such as 'C#', 'Db' or 'Bb'; undefined for anything else. */
export function pitchClassOf(note: string): number | undefined {
  const chroma = Note.chroma(note);
  return chroma === undefined || Number.isNaN(chroma) ? undefined : chroma;
}

export function noteName(pitchClass: number, spelling: Spelling): string {
  const root = CHORD_ROOTS[((pitchClass % 12) + 12) % 12]!;
  return spelling === 'sharp' ? root.sharpName : spelling === 'flat' ? root.flatName : root.name;
}
