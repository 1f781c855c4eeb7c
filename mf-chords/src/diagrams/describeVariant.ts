import { type GuitarVariant, noteName, type PianoVariant, toRoman } from '@acorduri/contracts';
import { MESSAGES } from '../messages';

/**
 * Text a screen reader reads well, one line per string from string 6 (low E) to string 1: muted, open, or the
 * absolute fret and the finger.
 */
export function describeGuitarStrings(variant: GuitarVariant): string[] {
  return variant.strings.map((string, index) => {
    const state =
      string.state === 'muted'
        ? MESSAGES.stringMuted
        : string.state === 'open'
          ? MESSAGES.stringOpen
          : MESSAGES.stringFretted(variant.position + string.fret - 1, string.finger);
    return `${MESSAGES.stringName(index)}: ${state}.`;
  });
}

export const positionName = (variant: GuitarVariant) => toRoman(variant.position) ?? String(variant.position);

/** The pressed keys of a piano variant by their Romanian names, lowest first. */
export function pianoNoteNames(variant: PianoVariant): string[] {
  return variant.keys.map(noteName);
}
