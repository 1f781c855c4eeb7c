import {
  type Finger,
  GUITAR_STRINGS,
  type GuitarString,
  parseGuitarVariant,
  serialiseGuitarVariant,
} from '@acorduri/contracts';

/** A fingering of the `@tombatossals/chords-db` guitar data set (MIT). */
export interface ChordsDbPosition {
  /** Low E first; -1 muted, 0 open, n = n-th fret counted from `baseFret` */
  readonly frets: readonly number[];
  readonly fingers: readonly number[];
  readonly baseFret: number;
}

export type ConversionResult = { readonly text: string } | { readonly problem: string };

function stringOf(fret: number, finger: number): GuitarString | string {
  if (fret < 0) return { state: 'muted' };
  if (fret === 0) return { state: 'open' };
  if (finger < 1 || finger > 4) return `fretted string without a finger 1–4 (finger ${finger})`;
  return { state: 'fretted', fret, finger: finger as Finger };
}

/**
 * Converts one data-set fingering to the 7-line text and checks the text with the same validator the admin form
 * uses, so nothing reaches the database that an admin could not have typed.
 */
export function convertGuitarPosition(position: ChordsDbPosition): ConversionResult {
  if (position.frets.length !== GUITAR_STRINGS) return { problem: `${position.frets.length} strings` };
  const strings: GuitarString[] = [];
  for (let index = 0; index < GUITAR_STRINGS; index++) {
    const converted = stringOf(position.frets[index] ?? -1, position.fingers[index] ?? 0);
    if (typeof converted === 'string') return { problem: converted };
    strings.push(converted);
  }
  let text: string;
  try {
    text = serialiseGuitarVariant({ position: position.baseFret, strings });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const check = parseGuitarVariant(text);
  return check.ok ? { text } : { problem: check.problem };
}
