import { type ChordSymbol, parseChordSymbol } from '../chords/chordSymbol';
import { shiftPitchClass } from '../chords/pitchClass';
import { CHORD_ROOTS } from '../chords/roots';
import { CHORD_TYPE_CATALOGUE, type ChordTypeSource } from '../chords/typeCatalogue';

/**
 * A chord by meaning as one small number: its root pitch class and its dictionary type (code = type index × 12 +
 * root), so 'am', 'A-' and 'Am' are one code and a transposition is arithmetic on the root. Slash chords count by
 * the chord above the bass (G/B is a G); chord types the dictionary does not have get no code.
 */
export type ChordCode = number;

/** The dictionary type of each type identity (tonal's chroma), read from its suffix as the tab page matches it. */
const TYPE_INDEX_BY_CHROMA = new Map<string, number>();
CHORD_TYPE_CATALOGUE.forEach((type, index) => {
  const chroma = parseChordSymbol(`C${type.suffix}`)?.typeChroma;
  if (chroma && !TYPE_INDEX_BY_CHROMA.has(chroma)) TYPE_INDEX_BY_CHROMA.set(chroma, index);
});

export function chordCodeOf(symbol: ChordSymbol): ChordCode | undefined {
  const typeIndex = TYPE_INDEX_BY_CHROMA.get(symbol.typeChroma);
  return typeIndex === undefined ? undefined : typeIndex * 12 + symbol.rootPitchClass;
}

/** The code of a typed chord name ('Em', 'am', 'C7+'), undefined when it is no chord of the dictionary. */
export function chordCodeOfName(name: string): ChordCode | undefined {
  const symbol = parseChordSymbol(name.trim());
  return symbol && chordCodeOf(symbol);
}

export const chordRootOf = (code: ChordCode) => code % 12;
export const chordTypeOfCode = (code: ChordCode): ChordTypeSource =>
  CHORD_TYPE_CATALOGUE[Math.floor(code / 12)]!;

/** The dictionary's name of a chord code ('Em', 'C#7', 'Bbmaj7'). */
export const chordNameOf = (code: ChordCode) =>
  `${CHORD_ROOTS[chordRootOf(code)]!.name}${chordTypeOfCode(code).suffix}`;

/** The same chord type on a root moved by semitones (a capo moves every shape up by its fret). */
export const transposeChordCode = (code: ChordCode, semitones: number): ChordCode =>
  code - chordRootOf(code) + shiftPitchClass(chordRootOf(code), semitones);

/** A set of chords as one string: its distinct codes in ascending order, dot separated ('7.57.62'). */
export const chordSetKeyOf = (codes: Iterable<ChordCode>) =>
  [...new Set(codes)].sort((a, b) => a - b).join('.');

export const chordCodesOfKey = (key: string): ChordCode[] => (key === '' ? [] : key.split('.').map(Number));
