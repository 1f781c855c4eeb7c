import { type ParseResult, parsed, rejected, variantLines } from './parseResult';

/**
 * The piano variant text (admin spec §3): 2 lines of 14 characters over a two-octave keyboard of 14 white keys
 * starting at C. Character i of line 2 is white key i ('0' pressed, ' ' not). Character i of line 1 is the black
 * key right of white key i: '0' pressed, '|' (or ' ') not pressed; it must be ' ' after E and B, where the
 * keyboard has no black key.
 */
export const PIANO_WHITE_KEYS = 14;
export const PIANO_SEMITONES = 24;

const WHITE_SEMITONES = [0, 2, 4, 5, 7, 9, 11] as const;

export interface PianoVariant {
  /** Pressed keys as semitones above the keyboard's first C (0–23), ascending */
  readonly keys: readonly number[];
}

const whiteSemitone = (index: number) => Math.floor(index / 7) * 12 + (WHITE_SEMITONES[index % 7] ?? 0);
const hasBlackKeyAfter = (index: number) => index % 7 !== 2 && index % 7 !== 6;

/** Whether a semitone above C falls on a black key. */
export const isBlackKey = (semitone: number) => [1, 3, 6, 8, 10].includes(((semitone % 12) + 12) % 12);

export function parsePianoVariant(text: string): ParseResult<PianoVariant> {
  const lines = variantLines(text);
  if (lines.length !== 2) return rejected(`expected 2 lines, got ${lines.length}`);
  const [blackLine = '', whiteLine = ''] = lines;
  if (!/^[|0 ]{14}$/.test(blackLine)) return rejected("line 1 must be 14 characters of '|', '0' or space");
  if (!/^[0 ]{14}$/.test(whiteLine)) return rejected("line 2 must be 14 characters of '0' or space");
  const keys: number[] = [];
  for (let index = 0; index < PIANO_WHITE_KEYS; index++) {
    if (whiteLine[index] === '0') keys.push(whiteSemitone(index));
    const black = blackLine[index];
    if (!hasBlackKeyAfter(index)) {
      if (black !== ' ') return rejected(`there is no black key after white key ${index + 1}`);
    } else if (black === '0') {
      keys.push(whiteSemitone(index) + 1);
    }
  }
  if (keys.length === 0) return rejected('no key is pressed');
  return parsed({ keys: keys.sort((a, b) => a - b) });
}

export function isValidPianoVariant(text: string): boolean {
  return parsePianoVariant(text).ok;
}

/** Writes pressed keys (semitones 0–23 above the first C) in the text format. */
export function serialisePianoVariant(variant: PianoVariant): string {
  const pressed = new Set(variant.keys);
  for (const key of pressed) {
    if (!Number.isInteger(key) || key < 0 || key >= PIANO_SEMITONES) {
      throw new RangeError(`key ${key} is outside the two-octave keyboard`);
    }
  }
  if (pressed.size === 0) throw new RangeError('a piano variant presses at least one key');
  let blackLine = '';
  let whiteLine = '';
  for (let index = 0; index < PIANO_WHITE_KEYS; index++) {
    const white = whiteSemitone(index);
    whiteLine += pressed.has(white) ? '0' : ' ';
    blackLine += !hasBlackKeyAfter(index) ? ' ' : pressed.has(white + 1) ? '0' : '|';
  }
  return `${blackLine}\n${whiteLine}`;
}
