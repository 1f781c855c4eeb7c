import { parseGuitarVariant, parsePianoVariant } from '@acorduri/contracts';

/** Standard tuning, low E first (MIDI note numbers: E2 A2 D3 G3 B3 E4). */
const OPEN_STRINGS = [40, 45, 50, 55, 59, 64] as const;
/** The piano format's first C is C3 (MIDI 48), so the two octaves sit around middle C. */
const PIANO_FIRST_C = 48;

/** The notes a guitar variant sounds, low string first; muted strings are left out. */
export function guitarNotes(variant: string): number[] {
  const parsed = parseGuitarVariant(variant);
  if (!parsed.ok) return [];
  return parsed.value.strings.flatMap((string, index) => {
    const open = OPEN_STRINGS[index]!;
    if (string.state === 'muted') return [];
    if (string.state === 'open') return [open];
    return [open + parsed.value.position - 1 + string.fret];
  });
}

/** The notes a piano variant sounds, lowest first. */
export function pianoNotes(variant: string): number[] {
  const parsed = parsePianoVariant(variant);
  return parsed.ok ? parsed.value.keys.map((key) => PIANO_FIRST_C + key) : [];
}

export const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
