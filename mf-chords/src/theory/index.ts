/** Chord theory for tabs, exposed to other remotes as `mf_chords/chordTools`. */
export { heardChord, shapeForChord } from './capo';
export { type CapoSuggestion, OPEN_SHAPES, suggestCapo } from './capoSuggestion';
export {
  bodyToChordPro,
  type ChordProSong,
  fromChordPro,
  songbookToChordPro,
  songKey,
  toChordPro,
} from './chordPro';
export {
  type ChordStyle,
  type ChordSymbol,
  chordLabel,
  isMinorChord,
  parseChordSymbol,
  standardName,
} from './chordSymbol';
export { type ChordOccurrence, chordTokensOfLine, findChords, type TabChords } from './findChords';
export { keySpelling, noteName, pitchClassOf, type Spelling } from './spelling';
export { type TransposeOptions, transposeChord, transposeSymbol } from './transpose';
export { transposeBody } from './transposeBody';
