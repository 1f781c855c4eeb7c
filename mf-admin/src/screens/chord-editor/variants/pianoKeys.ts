import { isBlackKey, PIANO_SEMITONES, type PianoVariant } from '@acorduri/contracts';

/** The keyboard's 24 keys (semitones above its first C), in order, with their colour. */
export const PIANO_KEYS: readonly { readonly semitone: number; readonly black: boolean }[] = Array.from(
  { length: PIANO_SEMITONES },
  (_, semitone) => ({ semitone, black: isBlackKey(semitone) }),
);

/** A click on a key presses it, or releases it when it was pressed. */
export function togglePianoKey(variant: PianoVariant, semitone: number): PianoVariant {
  const keys = variant.keys.includes(semitone)
    ? variant.keys.filter((key) => key !== semitone)
    : [...variant.keys, semitone].sort((a, b) => a - b);
  return { keys };
}

export const BLANK_PIANO_VARIANT: PianoVariant = { keys: [] };
