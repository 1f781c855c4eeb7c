import { type Finger, GUITAR_STRINGS, type GuitarString, type GuitarVariant } from '@acorduri/contracts';

/** What the fretboard shows before anything is placed: position I, every string open. */
export const BLANK_GUITAR_VARIANT: GuitarVariant = {
  position: 1,
  strings: Array.from({ length: GUITAR_STRINGS }, (): GuitarString => ({ state: 'open' })),
};

const replaceString = (variant: GuitarVariant, index: number, next: GuitarString): GuitarVariant => ({
  ...variant,
  strings: variant.strings.map((string, i) => (i === index ? next : string)),
});

/**
 * A click on a fretboard cell: puts `finger` on that string and fret (one fret per string, so it moves there);
 * clicking the same finger on the same cell again lifts it and the string rings open.
 */
export function pressFret(
  variant: GuitarVariant,
  stringIndex: number,
  fret: number,
  finger: Finger,
): GuitarVariant {
  const current = variant.strings[stringIndex];
  const sameMark = current?.state === 'fretted' && current.fret === fret && current.finger === finger;
  return replaceString(
    variant,
    stringIndex,
    sameMark ? { state: 'open' } : { state: 'fretted', fret, finger },
  );
}

/** The per-string toggle: an open string is muted, a muted one opens, a fretted one is lifted and muted. */
export function toggleStringSound(variant: GuitarVariant, stringIndex: number): GuitarVariant {
  const current = variant.strings[stringIndex];
  return replaceString(
    variant,
    stringIndex,
    current?.state === 'muted' ? { state: 'open' } : { state: 'muted' },
  );
}

export const withPosition = (variant: GuitarVariant, position: number): GuitarVariant => ({
  ...variant,
  position,
});
