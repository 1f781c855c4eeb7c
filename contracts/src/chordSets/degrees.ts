import { shiftPitchClass } from '../chords/pitchClass';
import type { TriadClass } from './chordClass';
import type { HeardChord, MusicKey } from './musicKey';

/**
 * Progressions are compared as steps counted from the tonic of the key's relative major, with their triad ('0M',
 * '9m'): a song in A minor and one in C major playing Am F C G are the same progression, written vi-IV-I-V in
 * major and i-VI-III-VII in minor. A progression is its steps joined by '-' ('9m-5M-0M-7M').
 */
export type DegreeStep = string;

export const PROGRESSION_MIN_DEGREES = 2;
export const PROGRESSION_MAX_DEGREES = 8;
/**
 * Progressions of up to this many chords are indexed as they are (one equality, a total counted from the index);
 * longer ones through their rarest run of this length, then tested against the song's whole chain of steps. Five
 * covers the common loop of four chords closed on its first one (vi-IV-I-V-vi) at about 11 more index keys a song
 * (each length to 8 would add about 54: some 600 MB of index at 100,000 tabs on the embedded engine).
 */
export const INDEXED_PROGRESSION_LENGTH = 5;

const relativeMajorTonic = (key: MusicKey) => (key.minor ? shiftPitchClass(key.tonic, 3) : key.tonic);

export const degreeStepOf = (chord: HeardChord, key: MusicKey): DegreeStep =>
  `${shiftPitchClass(chord.root, -relativeMajorTonic(key))}${chord.triad}`;

export const progressionKey = (steps: readonly DegreeStep[]) => steps.join('-');

/**
 * Loops of up to this many chords are also indexed where a song plays them on beyond INDEXED_PROGRESSION_LENGTH
 * steps: the long progressions readers look for are such loops (vi-IV-I-V-vi-IV), and the runs of five they hold
 * are in most songs, so a query through its rarest run would test tens of thousands of chains.
 */
export const INDEXED_LOOP_PERIOD = 4;

/** A loop in the progression index: its first turn and how far it is played, capped at the longest query. */
export const loopKey = (turn: readonly DegreeStep[], length: number) =>
  `${progressionKey(turn)}~${Math.min(length, PROGRESSION_MAX_DEGREES)}`;

/** The smallest period (2 to INDEXED_LOOP_PERIOD) with which the steps repeat their first ones, or undefined. */
export function loopPeriodOf(steps: readonly DegreeStep[]): number | undefined {
  for (let period = 2; period <= INDEXED_LOOP_PERIOD && period < steps.length; period++) {
    if (steps.every((step, i) => i < period || step === steps[i - period])) return period;
  }
  return undefined;
}

/**
 * The loops a song plays longer than INDEXED_PROGRESSION_LENGTH steps: for each turn (a loop's steps from one of
 * its chords), one key with the longest run that repeats it. A turn of four that is a turn of two played twice is
 * left to the loop of two (a run repeating it has period two, which is how a query names it).
 */
function loopKeys(steps: readonly DegreeStep[]): string[] {
  const longest = new Map<string, { turn: readonly DegreeStep[]; length: number }>();
  for (let period = 2; period <= INDEXED_LOOP_PERIOD; period++) {
    let repeats = 0;
    for (let start = steps.length - period - 1; start >= 0; start--) {
      repeats = steps[start] === steps[start + period] ? repeats + 1 : 0;
      const length = period + repeats;
      const turn = steps.slice(start, start + period);
      if (length <= INDEXED_PROGRESSION_LENGTH || loopPeriodOf(turn.concat(turn)) !== period) continue;
      const key = progressionKey(turn);
      longest.set(key, { turn, length: Math.max(longest.get(key)?.length ?? 0, length) });
    }
  }
  return [...longest.values()].map(({ turn, length }) => loopKey(turn, length));
}

/**
 * What the progression index holds for a song: every distinct run of 2 to INDEXED_PROGRESSION_LENGTH consecutive
 * steps, and its loops played longer (loopKey: one per turn, so a query's $in of lengths meets a song once).
 */
export function progressionGrams(steps: readonly DegreeStep[]): string[] {
  const grams = new Set<string>();
  for (let length = PROGRESSION_MIN_DEGREES; length <= INDEXED_PROGRESSION_LENGTH; length++) {
    for (let start = 0; start + length <= steps.length; start++) {
      grams.add(progressionKey(steps.slice(start, start + length)));
    }
  }
  for (const key of loopKeys(steps)) grams.add(key);
  return [...grams];
}

/**
 * The index keys that find a progression longer than INDEXED_PROGRESSION_LENGTH that repeats a loop: its first
 * turn played to its length or longer. Undefined for other progressions.
 */
export function progressionLoopKeys(steps: readonly DegreeStep[]): string[] | undefined {
  if (steps.length <= INDEXED_PROGRESSION_LENGTH) return undefined;
  const period = loopPeriodOf(steps);
  if (period === undefined) return undefined;
  const turn = steps.slice(0, period);
  const keys: string[] = [];
  for (let length = steps.length; length <= PROGRESSION_MAX_DEGREES; length++)
    keys.push(loopKey(turn, length));
  return keys;
}

/** Where a progression first occurs in a song's steps, or -1. */
export function progressionStart(steps: readonly DegreeStep[], progression: readonly DegreeStep[]): number {
  for (let start = 0; start + progression.length <= steps.length; start++) {
    if (progression.every((step, i) => steps[start + i] === step)) return start;
  }
  return -1;
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;
const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11] as const;
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10] as const;
const DEGREE = /^([b#♭♯]?)(VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i)(°|o|\+)?$/;

export interface ParsedDegree {
  readonly accidental: number;
  readonly scaleIndex: number;
  readonly triad: TriadClass;
}

/** One Roman numeral ('V', 'vi', 'bVII', 'vii°', 'III+'); undefined when it is not one. */
export function parseDegree(text: string): ParsedDegree | undefined {
  const match = DEGREE.exec(text.trim());
  if (!match) return undefined;
  const [, accidental = '', numeral = '', mark = ''] = match;
  const upper = numeral === numeral.toUpperCase();
  const triad: TriadClass = mark === '+' ? 'a' : mark !== '' ? 'd' : upper ? 'M' : 'm';
  if ((triad === 'a' && !upper) || (triad === 'd' && upper)) return undefined;
  return {
    accidental: accidental === '' ? 0 : accidental === 'b' || accidental === '♭' ? -1 : 1,
    scaleIndex: NUMERALS.indexOf(numeral.toUpperCase() as (typeof NUMERALS)[number]),
    triad,
  };
}

/**
 * A progression as typed ('I-V-vi-IV', 'i-VI-III-VII') in steps. It is read in minor when its tonic chord is
 * minor (an 'i' and no 'I'), otherwise in major; repeated neighbours collapse as they do in a song's steps.
 */
export function progressionSteps(degrees: readonly ParsedDegree[]): DegreeStep[] {
  const minor =
    degrees.some((d) => d.scaleIndex === 0 && d.triad === 'm' && d.accidental === 0) &&
    !degrees.some((d) => d.scaleIndex === 0 && d.triad === 'M' && d.accidental === 0);
  const scale = minor ? MINOR_SCALE : MAJOR_SCALE;
  const key: MusicKey = { tonic: 0, minor };
  const steps = degrees.map((d) =>
    degreeStepOf({ root: shiftPitchClass(scale[d.scaleIndex]!, d.accidental), triad: d.triad }, key),
  );
  return steps.filter((step, i) => i === 0 || step !== steps[i - 1]);
}
