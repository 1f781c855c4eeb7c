import { type ChordSymbol, findChords, parseChordSymbol, standardName } from '@acorduri/contracts';
import { transposeSymbol } from './transpose';

/**
 * The shapes a beginner plays in first position with open strings: the major and minor triads of the CAGED
 * family, their dominant sevenths, and the common open colour chords. A chord counts by meaning (root and
 * chord type), so 'Fmaj7', 'F7+' and 'FM7' are one shape; a slash chord counts by its upper chord (G/B is a G).
 */
export const OPEN_SHAPES: readonly string[] = [
  'C',
  'A',
  'G',
  'E',
  'D',
  'Am',
  'Em',
  'Dm',
  'A7',
  'E7',
  'D7',
  'G7',
  'C7',
  'B7',
  'Am7',
  'Em7',
  'Dm7',
  'Fmaj7',
  'Cmaj7',
  'Amaj7',
  'Dmaj7',
  'Emaj7',
  'Asus2',
  'Asus4',
  'Dsus2',
  'Dsus4',
  'Esus4',
  'Cadd9',
  'E6',
  'A6',
  'G6',
];

const identity = (symbol: ChordSymbol) => `${symbol.rootPitchClass}|${symbol.typeChroma}`;

const OPEN_IDENTITIES = new Set(
  OPEN_SHAPES.map((name) => {
    const symbol = parseChordSymbol(name);
    if (!symbol) throw new Error(`open shape ${name} is not a chord`);
    return identity(symbol);
  }),
);

/**
 * The highest fret suggested: capos a guitarist uses. Above the 7th the neck is too short for the shapes and the
 * sound too thin (F C Dm Bb is all open at capo 10, which nobody plays).
 */
export const CAPO_SUGGESTION_MAX = 7;

export interface CapoSuggestion {
  /** Fret for the capo, 0 (none) to CAPO_SUGGESTION_MAX */
  readonly capo: number;
  /** Each distinct chord of the song as heard, and the shape fingered with the capo on */
  readonly chords: readonly { readonly heard: string; readonly shape: string }[];
  /** Share (0–1) of the distinct chords whose shape is an open one */
  readonly openShare: number;
}

/** A chord as the chord books write it ('am' → 'Am', German 'B' → 'Bb'), so the answer reads the same for every sheet. */
const standard = (symbol: ChordSymbol) => parseChordSymbol(standardName(symbol)) ?? symbol;

const shifted = (symbol: ChordSymbol, semitones: number) =>
  parseChordSymbol(transposeSymbol(symbol, semitones)) ?? symbol;

function suggestionAt(heard: readonly ChordSymbol[], capo: number): CapoSuggestion {
  let open = 0;
  const chords = heard.map((symbol) => {
    const shape = shifted(symbol, -capo);
    if (OPEN_IDENTITIES.has(identity(shape))) open++;
    return { heard: symbol.written, shape: shape.written };
  });
  return { capo, chords, openShare: chords.length === 0 ? 0 : open / chords.length };
}

/**
 * The capo position (0–7, CAPO_SUGGESTION_MAX) whose shapes are most often open chords (OPEN_SHAPES), counting
 * each distinct chord once; a capo is suggested only when it makes more of the shapes open than none does, and
 * on a tie the lower fret wins (less capo, less retuning of the ear). Undefined when the text has no chords.
 * `semitones` transposes the song first (the key the reader chose), so the suggestion follows the reader.
 */
export function suggestCapo(body: string, semitones = 0): CapoSuggestion | undefined {
  const { chords } = findChords(body);
  if (chords.length === 0) return undefined;
  const heard = chords.map((symbol) => shifted(standard(symbol), semitones));
  let best = suggestionAt(heard, 0);
  for (let capo = 1; capo <= CAPO_SUGGESTION_MAX; capo++) {
    const candidate = suggestionAt(heard, capo);
    if (candidate.openShare > best.openShare) best = candidate;
  }
  return best;
}
