/** Chord theory for tabs, exposed to other remotes as `mf_chords/chordTools`. */

export {
  type ChordOccurrence,
  type ChordStyle,
  type ChordSymbol,
  chordLabel,
  chordTokensOfLine,
  findChords,
  isMinorChord,
  parseChordSymbol,
  pitchClassOf,
  standardName,
  type TabChords,
} from '@acorduri/contracts';
export { heardChord, shapeForChord } from './capo';
export { CAPO_SUGGESTION_MAX, type CapoSuggestion, OPEN_SHAPES, suggestCapo } from './capoSuggestion';
export {
  bodyToChordPro,
  type ChordProSong,
  fromChordPro,
  songbookToChordPro,
  songKey,
  toChordPro,
} from './chordPro';
export { baseTriadName, simplifyBody } from './simplifyBody';
export { keySpelling, noteName, type Spelling } from './spelling';
export { type TransposeOptions, transposeChord, transposeSymbol } from './transpose';
export { transposeBody } from './transposeBody';
