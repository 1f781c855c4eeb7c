import { chroma as noteChroma } from '@tonaljs/note';

/** Pitch class (0 = C … 11 = B) of a note name such as 'C#', 'Db' or 'Bb'; undefined for anything else. */
export function pitchClassOf(note: string): number | undefined {
  const chroma = noteChroma(note);
  return chroma === undefined || Number.isNaN(chroma) ? undefined : chroma;
}

/** A pitch class moved by semitones, kept in 0–11. */
export const shiftPitchClass = (pitchClass: number, semitones: number) =>
  (((pitchClass + semitones) % 12) + 12) % 12;
