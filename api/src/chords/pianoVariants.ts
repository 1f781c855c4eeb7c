import { PIANO_SEMITONES, parsePianoVariant, serialisePianoVariant } from '@acorduri/contracts';
import { Chord, Note } from 'tonal';

/** How many voicings the dictionary shows per chord: root position and the first inversions. */
const MAX_PIANO_VARIANTS = 3;

/** Pitch classes of a chord from tonal, root first (e.g. C9 → C E G Bb D → 0 4 7 10 2). */
export function chordPitchClasses(tonalSymbol: string, root: string): number[] {
  const chord = Chord.getChord(tonalSymbol, root);
  if (chord.empty) throw new Error(`tonal does not know ${root}${tonalSymbol}`);
  return chord.notes.map((note) => Note.chroma(note) ?? Number.NaN);
}

/** Close voicing of pitch classes in the given order, each note the first one above the previous. */
function closeVoicing(pitchClasses: readonly number[]): number[] {
  const keys: number[] = [];
  for (const pitchClass of pitchClasses) {
    const previous = keys.at(-1);
    let key = pitchClass;
    while (previous !== undefined && key <= previous) key += 12;
    keys.push(key);
  }
  return keys;
}

/**
 * The piano variants of a chord in the 2×14 text format: root position, then inversions, each in close position
 * on the two-octave keyboard, validated by the contracts parser.
 */
export function pianoVariants(tonalSymbol: string, root: string): string[] {
  const pitchClasses = chordPitchClasses(tonalSymbol, root);
  const variants: string[] = [];
  for (
    let inversion = 0;
    inversion < pitchClasses.length && variants.length < MAX_PIANO_VARIANTS;
    inversion++
  ) {
    const order = [...pitchClasses.slice(inversion), ...pitchClasses.slice(0, inversion)];
    const keys = closeVoicing(order);
    if ((keys.at(-1) ?? PIANO_SEMITONES) >= PIANO_SEMITONES) continue;
    const text = serialisePianoVariant({ keys });
    if (parsePianoVariant(text).ok && !variants.includes(text)) variants.push(text);
  }
  return variants;
}
