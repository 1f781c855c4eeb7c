import { type ChordSymbol, chordTokensOfLine, findChords, isMinorChord } from '@acorduri/contracts';
import { keySpelling, type Spelling } from './spelling';
import { type TransposeOptions, transposeSymbol } from './transpose';

/**
 * Transposes every chord line of a tab body (`rewriteChordLines`). Untransposed (a whole number of octaves) the sheet keeps its own spelling; otherwise black keys are spelled by
 * the new key (`keySpelling`), the key being the song's first chord, unless `options.spelling` says otherwise.
 */
export function transposeBody(body: string, semitones: number, options: TransposeOptions = {}): string {
  if (semitones % 12 === 0) return body;
  const { german, occurrences } = findChords(body);
  const first = occurrences[0]?.symbol;
  const spelling: Spelling =
    options.spelling ??
    (first ? keySpelling(first.rootPitchClass + semitones, isMinorChord(first)) : 'common');
  return rewriteChordLines(body, german, (symbol) => transposeSymbol(symbol, semitones, { spelling }));
}

/**
 * Writes every chord of every chord line anew (`rewrite`) and leaves lyric lines untouched. Each chord keeps its
 * column (so it stays above the same syllable); when a longer name would touch the next chord, the next one moves
 * right.
 */
export function rewriteChordLines(
  body: string,
  german: boolean,
  rewrite: (symbol: ChordSymbol) => string,
): string {
  const newline = body.includes('\r\n') ? '\r\n' : '\n';
  return body
    .split(/\r?\n/)
    .map((line) => {
      const chords = chordTokensOfLine(line, german);
      if (!chords) return line;
      let out = '';
      let consumed = 0;
      for (const { token, symbol } of chords) {
        out += fitGap(line.slice(consumed, token.column), out.length - consumed);
        out += rewrite(symbol);
        consumed = token.column + token.text.length;
      }
      return out + line.slice(consumed);
    })
    .join(newline);
}

/**
 * The text between two chords after the previous chord's name changed length by `drift` characters: padded when
 * it shrank, trimmed of spaces (keeping one) when it grew, so the next chord stays in its column when it can.
 */
function fitGap(gap: string, drift: number): string {
  if (drift < 0) return ' '.repeat(-drift) + gap;
  const trailingSpaces = gap.length - gap.trimEnd().length;
  const removable = Math.min(drift, Math.max(0, trailingSpaces - 1));
  return gap.slice(0, gap.length - removable);
}
