import { get as chordTypeOf } from '@tonaljs/chord-type';
import { pitchClassOf } from './pitchClass';
import { CHORD_ROOTS } from './roots';

/**
 * A chord name as written in a tab ('Am', 'C#m7', 'G/B', 'am', 'H7') and what it means. Romanian songbooks often
 * write minor chords with a lowercase root ('am', 'dm', or just 'a') and some use the German H for B natural;
 * `style` remembers how the name was written so a transposed name is written the same way.
 */
export interface ChordSymbol {
  readonly written: string;
  /** Canonical root name of the chord database (C, C#, D, Eb, …) */
  readonly root: string;
  readonly rootPitchClass: number;
  /** Quality as written after the root ('m7', '', '7+') */
  readonly quality: string;
  /** Quality in tonal's vocabulary ('m7', 'M', 'maj7'), after songbook aliases */
  readonly tonalQuality: string;
  /** Identity of the chord type (tonal's pitch-class-set chroma): equal for 'm' and '-', 'maj7' and 'M7' */
  readonly typeChroma: string;
  readonly bass?: { readonly written: string; readonly pitchClass: number };
  readonly style: ChordStyle;
}

export interface ChordStyle {
  /** The root was written in lowercase ('am', 'a') */
  readonly lowercase: boolean;
  /** Lowercase root without an 'm': the minor is implied ('a' = Am) */
  readonly impliedMinor: boolean;
  /** German letters: H is B natural and B is B flat */
  readonly german: boolean;
}

export interface ParseOptions {
  /** Read 'B' as B flat, as texts that use 'H' for B natural do */
  readonly german?: boolean;
}

/** Qualities songbooks write that tonal spells differently. '7+' is the usual Romanian major seventh. */
const QUALITY_ALIASES: Readonly<Record<string, string>> = {
  '7+': 'maj7',
  maj: 'M',
  mi: 'm',
  min7: 'm7',
  mmaj7: 'mMaj7',
  'm7-5': 'm7b5',
  '7-5': '7b5',
  '7/9': '9',
  '6/9': '69',
  aug7: '7#5',
  '5+': 'aug',
  sus: 'sus4',
};

const rootName = (pitchClass: number) => CHORD_ROOTS[pitchClass]!.name;

const SYMBOL = /^([A-Ha-h])([#b♯♭]?)([^/]*)(?:\/([A-Ha-h])([#b♯♭]?))?$/;

function letterPitchClass(letter: string, accidental: string, german: boolean): number | undefined {
  const upper = letter.toUpperCase();
  const sign = accidental === '♯' ? '#' : accidental === '♭' ? 'b' : accidental;
  if (upper === 'H') return pitchClassOf(`B${sign}`);
  if (upper === 'B' && german && sign === '') return 10;
  return pitchClassOf(`${upper}${sign}`);
}

/** Reads one chord name; undefined when the text is not a chord (a word of the lyrics, a bar line). */
export function parseChordSymbol(text: string, options: ParseOptions = {}): ChordSymbol | undefined {
  const match = SYMBOL.exec(text);
  if (!match) return undefined;
  const [, letter = '', accidental = '', quality = '', bassLetter, bassAccidental = ''] = match;
  const german = options.german === true || letter.toUpperCase() === 'H';
  const rootPitchClass = letterPitchClass(letter, accidental, german);
  if (rootPitchClass === undefined) return undefined;

  const lowercase = letter === letter.toLowerCase();
  // A lowercase root with no 'm' is the German-style minor ('a', 'd7'), never a major chord.
  const impliedMinor = lowercase && (quality === '' || /^\d+$/.test(quality));
  const spelled = QUALITY_ALIASES[quality] ?? quality;
  const tonalQuality = impliedMinor ? `m${spelled}` : spelled;
  const type = chordTypeOf(tonalQuality);
  if (type.empty) return undefined;

  let bass: ChordSymbol['bass'];
  if (bassLetter) {
    const pitchClass = letterPitchClass(bassLetter, bassAccidental, german);
    if (pitchClass === undefined) return undefined;
    bass = { written: `${bassLetter}${bassAccidental}`, pitchClass };
  }
  return {
    written: text,
    root: rootName(rootPitchClass),
    rootPitchClass,
    quality,
    tonalQuality,
    typeChroma: type.chroma,
    ...(bass ? { bass } : {}),
    style: { lowercase, impliedMinor, german },
  };
}

const ACCIDENTALS: Readonly<Record<string, string>> = { '♯': '#', '♭': 'b' };
const spelledNote = (written: string) =>
  written.charAt(0).toUpperCase() + written.slice(1).replace(/[♯♭]/, (sign) => ACCIDENTALS[sign] ?? sign);

/**
 * The one name a chord is shown by (the text, the diagram strip, the popover, the dictionary): the root and bass
 * exactly as the sheet spells them ('G#m' stays G#m, never Abm; 'H7' stays H7) in chord-book form, so a
 * lowercase songbook minor gets its capital and its 'm' ('am', 'a' → 'Am').
 */
export function chordLabel(symbol: ChordSymbol): string {
  const [, root = ''] = /^([A-Ha-h][#b♯♭]?)/.exec(symbol.written) ?? [];
  const quality = symbol.style.impliedMinor ? `m${symbol.quality}` : symbol.quality;
  const bass = symbol.bass ? `/${spelledNote(symbol.bass.written)}` : '';
  return `${spelledNote(root)}${quality}${bass}`;
}

/** Whether the chord is minor (a minor third and no major third above the root): it names a minor key. */
export const isMinorChord = (symbol: ChordSymbol) =>
  symbol.typeChroma[3] === '1' && symbol.typeChroma[4] === '0';

/** The chord's name in the dictionary's spelling ('am' → 'Am', 'H7' → 'B7', 'G/B' keeps its bass). */
export function standardName(symbol: ChordSymbol): string {
  const quality = symbol.style.impliedMinor ? `m${symbol.quality}` : symbol.quality;
  const bass = symbol.bass ? `/${rootName(symbol.bass.pitchClass)}` : '';
  return `${symbol.root}${quality}${bass}`;
}
