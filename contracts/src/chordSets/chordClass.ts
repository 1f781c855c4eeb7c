import type { ChordSymbol } from '../chords/chordSymbol';

/**
 * The triad a chord acts as in a progression, from its intervals above the root: M major (sus and power chords
 * too, as they stand in for the major chord), m minor, d diminished, a augmented. Sevenths and colours do not
 * change a chord's degree (V7 is a V).
 */
export type TriadClass = 'M' | 'm' | 'd' | 'a';

export function triadClassOf(symbol: Pick<ChordSymbol, 'typeChroma'>): TriadClass {
  const has = (semitones: number) => symbol.typeChroma[semitones] === '1';
  if (has(4)) return has(8) && !has(7) ? 'a' : 'M';
  if (has(3)) return has(6) && !has(7) ? 'd' : 'm';
  return 'M';
}
