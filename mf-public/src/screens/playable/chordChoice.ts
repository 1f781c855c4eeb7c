import { knownChordsBody } from '@acorduri/contracts';

/** The chords offered as diagrams: the open shapes a beginner learns first, then common barre and colour chords. */
export const OFFERED_CHORDS = [
  'G',
  'C',
  'D',
  'Em',
  'Am',
  'E',
  'A',
  'Dm',
  'F',
  'Bm',
  'E7',
  'A7',
  'D7',
  'G7',
  'B7',
  'C7',
  'Am7',
  'Em7',
  'Dm7',
  'Cmaj7',
  'Fmaj7',
  'Dsus4',
  'Asus2',
  'Bb',
] as const;

export type ChordChoice =
  | { readonly ok: true; readonly chords: string[] }
  | { readonly ok: false; readonly problem: string };

/**
 * Adds a typed or tapped chord, checked by the same rule as the server's (contracts `knownChordsBody`): the list
 * comes back in the dictionary's spelling ('am' → 'Am'); a chord already there stays once.
 */
export function addChord(chosen: readonly string[], typed: string): ChordChoice {
  const { value, error } = knownChordsBody.validate({ chords: [...chosen, typed.trim()] });
  if (!error) return { ok: true, chords: value.chords };
  if (error.details[0]?.type === 'array.unique') return { ok: true, chords: [...chosen] };
  return { ok: false, problem: error.message };
}

export const toggleChord = (chosen: readonly string[], name: string): ChordChoice =>
  chosen.includes(name)
    ? { ok: true, chords: chosen.filter((chord) => chord !== name) }
    : addChord(chosen, name);
