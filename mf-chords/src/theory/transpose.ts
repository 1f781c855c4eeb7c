import { type ChordSymbol, parseChordSymbol } from '@acorduri/contracts';
import { noteName, type Spelling } from './spelling';

export interface TransposeOptions {
  readonly spelling?: Spelling;
}

/** Writes a pitch class the way the original chord was written (lowercase, German H/B). */
function writeNote(pitchClass: number, spelling: Spelling, style: ChordSymbol['style']): string {
  let name: string;
  if (style.german && pitchClass === 11) name = 'H';
  else if (style.german && pitchClass === 10 && spelling !== 'sharp') name = 'B';
  else name = noteName(pitchClass, spelling);
  return style.lowercase ? name.toLowerCase() : name;
}

const shift = (pitchClass: number, semitones: number) => (((pitchClass + semitones) % 12) + 12) % 12;

/** A parsed chord moved by semitones, written in the original's style ('am' +2 → 'bm', 'G/B' +1 → 'Ab/C'). */
export function transposeSymbol(
  symbol: ChordSymbol,
  semitones: number,
  options: TransposeOptions = {},
): string {
  const spelling = options.spelling ?? 'common';
  const root = writeNote(shift(symbol.rootPitchClass, semitones), spelling, symbol.style);
  const bass = symbol.bass
    ? `/${writeNote(shift(symbol.bass.pitchClass, semitones), spelling, {
        ...symbol.style,
        // The letter's case only: 'Bb' is an uppercase B with a flat sign.
        lowercase: symbol.bass.written.charAt(0) !== symbol.bass.written.charAt(0).toUpperCase(),
      })}`
    : '';
  return `${root}${symbol.quality}${bass}`;
}

/** Transposes one chord name; text that is not a chord comes back unchanged. */
export function transposeChord(
  name: string,
  semitones: number,
  options: TransposeOptions & { german?: boolean } = {},
) {
  const symbol = parseChordSymbol(name, { german: options.german === true });
  return symbol ? transposeSymbol(symbol, semitones, options) : name;
}
