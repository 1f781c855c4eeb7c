import { type ChordSymbol, parseChordSymbol } from './chordSymbol';

/**
 * Finds the chords of a tab body written chord-over-lyrics: a line is a chord line when every word on it is a
 * chord name, apart from bar lines, repeat marks ('x2', '(x2)') and a leading label ('Refren:', 'R:').
 * Lyric lines are never mined for chords, so Romanian words that look like chords ('Am', 'Da', 'E') are safe.
 */

export interface ChordOccurrence {
  readonly symbol: ChordSymbol;
  readonly line: number;
  readonly column: number;
}

export interface TabChords {
  /** Every chord on a chord line, in reading order */
  readonly occurrences: readonly ChordOccurrence[];
  /** Distinct chords in order of first appearance, by meaning ('am', 'Am' and 'A-' are one chord) */
  readonly chords: readonly ChordSymbol[];
  /** Whether the text writes B natural as H (and so B means B flat) */
  readonly german: boolean;
}

const DECORATION = /^(\|+|:?\|\|?:?|\/+|-+|\.{2,}|%|\*|\(?[x×*]\d+\)?|\(?\d+[x×]\)?)$/i;
const LABEL = /^[\p{L}\d .]{1,20}:$/u;
const TOKEN = /\S+/g;

interface Token {
  readonly text: string;
  readonly column: number;
}

function tokensOf(line: string): Token[] {
  return [...line.matchAll(TOKEN)].map((m) => ({ text: m[0], column: m.index ?? 0 }));
}

/** Strips brackets some tabs put around chords: '(Am)', '[G]'. */
function unwrap(token: Token): Token {
  const match = /^[([]([^()[\]]+)[)\]]$/.exec(token.text);
  return match?.[1] ? { text: match[1], column: token.column + 1 } : token;
}

/** The chord tokens of a line, or undefined when the line is lyrics (or empty). */
export function chordTokensOfLine(
  line: string,
  german = false,
): { token: Token; symbol: ChordSymbol }[] | undefined {
  let tokens = tokensOf(line);
  const [first] = tokens;
  if (first && LABEL.test(first.text) && !parseChordSymbol(first.text.slice(0, -1), { german })) {
    tokens = tokens.slice(1);
  }
  const chords: { token: Token; symbol: ChordSymbol }[] = [];
  for (const raw of tokens) {
    if (DECORATION.test(raw.text)) continue;
    const token = unwrap(raw);
    const symbol = parseChordSymbol(token.text, { german });
    if (!symbol) return undefined;
    chords.push({ token, symbol });
  }
  if (chords.length === 0) return undefined;
  // A lone lowercase letter ('a', 'e') is as likely a Romanian word as a chord: it needs company to count.
  if (chords.length === 1 && /^[a-h]$/.test(chords[0]!.token.text)) return undefined;
  return chords;
}

/** Whether the text uses the German H for B natural on any chord line (only a line with an H can). */
function usesGermanNames(lines: readonly string[]): boolean {
  return lines.some(
    (line) =>
      /h/i.test(line) && (chordTokensOfLine(line)?.some(({ symbol }) => symbol.style.german) ?? false),
  );
}

function* occurrencesOfLines(lines: readonly string[], german: boolean): Generator<ChordOccurrence> {
  for (const [index, line] of lines.entries()) {
    for (const { token, symbol } of chordTokensOfLine(line, german) ?? []) {
      yield { symbol, line: index, column: token.column };
    }
  }
}

const linesOf = (body: string) => body.replace(/\r\n?/g, '\n').split('\n');

/** The chords on the body's chord lines in reading order, parsed as they are read: a reader of the first stops early. */
export function chordOccurrencesOf(body: string): Generator<ChordOccurrence> {
  const lines = linesOf(body);
  return occurrencesOfLines(lines, usesGermanNames(lines));
}

export function findChords(body: string): TabChords {
  const lines = linesOf(body);
  const german = usesGermanNames(lines);
  const occurrences = [...occurrencesOfLines(lines, german)];
  const seen = new Map<string, ChordSymbol>();
  for (const { symbol } of occurrences) {
    const identity = `${symbol.rootPitchClass}|${symbol.typeChroma}|${symbol.bass?.pitchClass ?? ''}`;
    if (!seen.has(identity)) seen.set(identity, symbol);
  }
  return { occurrences, chords: [...seen.values()], german };
}
