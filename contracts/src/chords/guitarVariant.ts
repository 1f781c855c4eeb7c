import { type ParseResult, parsed, rejected, variantLines } from './parseResult';
import { fromRoman, toRoman } from './romanNumerals';

/**
 * The guitar variant text (admin spec §3): 7 lines.
 *   1. the fret position as a roman numeral I–XII (at most 6 characters);
 *   2. six characters, one per string from the low E to the high E: 'x' muted, 'o' open, ' ' fretted;
 *   3–7. five fret rows of six characters: '-' or the finger number '1'–'4' pressing that string on that fret.
 * Row 1 is the fret named by the position, so `fret` below is relative to it (1–5).
 */
export const GUITAR_STRINGS = 6;
export const GUITAR_FRET_ROWS = 5;
const POSITION_LINE_MAX = 6;

export type Finger = 1 | 2 | 3 | 4;

export type GuitarString =
  | { readonly state: 'muted' }
  | { readonly state: 'open' }
  | { readonly state: 'fretted'; readonly fret: number; readonly finger: Finger };

export interface GuitarVariant {
  /** Absolute fret of the first row (1 = the nut) */
  readonly position: number;
  /** Low E first */
  readonly strings: readonly GuitarString[];
}

const STATE_LINE = /^[xo ]{6}$/;
const FRET_LINE = /^[-1-4]{6}$/;

export function parseGuitarVariant(text: string): ParseResult<GuitarVariant> {
  const lines = variantLines(text);
  if (lines.length !== 2 + GUITAR_FRET_ROWS) return rejected(`expected 7 lines, got ${lines.length}`);
  const [positionLine = '', stateLine = '', ...fretLines] = lines;
  if (positionLine.length > POSITION_LINE_MAX) return rejected('position line longer than 6 characters');
  const position = fromRoman(positionLine.trim());
  if (position === undefined) return rejected(`position "${positionLine}" is not a roman numeral I–XII`);
  if (!STATE_LINE.test(stateLine)) return rejected('line 2 must be six characters of x, o or space');
  const badRow = fretLines.findIndex((line) => !FRET_LINE.test(line));
  if (badRow !== -1) return rejected(`line ${badRow + 3} must be six characters of '-' or 1–4`);

  const strings: GuitarString[] = [];
  for (let index = 0; index < GUITAR_STRINGS; index++) {
    const marks = fretLines
      .map((line, row) => ({ fret: row + 1, mark: line[index] ?? '-' }))
      .filter(({ mark }) => mark !== '-');
    const state = stateLine[index];
    if (state === 'x' || state === 'o') {
      if (marks.length > 0) return rejected(`string ${index + 1} is ${state} and fretted`);
      strings.push({ state: state === 'x' ? 'muted' : 'open' });
      continue;
    }
    const [mark, ...extra] = marks;
    if (!mark) return rejected(`string ${index + 1} is neither muted, open nor fretted`);
    if (extra.length > 0) return rejected(`string ${index + 1} is fretted twice`);
    strings.push({ state: 'fretted', fret: mark.fret, finger: Number(mark.mark) as Finger });
  }
  return parsed({ position, strings });
}

export function isValidGuitarVariant(text: string): boolean {
  return parseGuitarVariant(text).ok;
}

/** Writes a variant in the text format; throws on a variant the format cannot hold. */
export function serialiseGuitarVariant(variant: GuitarVariant): string {
  const roman = toRoman(variant.position);
  if (!roman) throw new RangeError(`position ${variant.position} is outside I–XII`);
  if (variant.strings.length !== GUITAR_STRINGS) throw new RangeError('a guitar variant has six strings');
  const stateLine = variant.strings
    .map((s) => (s.state === 'muted' ? 'x' : s.state === 'open' ? 'o' : ' '))
    .join('');
  const rows = Array.from({ length: GUITAR_FRET_ROWS }, (_, row) =>
    variant.strings
      .map((s) => {
        if (s.state !== 'fretted') return '-';
        if (s.fret < 1 || s.fret > GUITAR_FRET_ROWS) throw new RangeError(`fret ${s.fret} is outside 1–5`);
        return s.fret === row + 1 ? String(s.finger) : '-';
      })
      .join(''),
  );
  return [roman, stateLine, ...rows].join('\n');
}
