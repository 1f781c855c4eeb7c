/**
 * How a chord sheet is laid out so that it wraps on a narrow screen without losing the chord positions: a chord
 * line and the lyric line under it are paired and cut into chunks at the same columns (at word starts, never
 * through a chord name), and the page renders each chunk as a chord row over a lyric row, letting the browser wrap
 * between chunks. Tablature staffs (e|--3--|) are cut together in the same way at bar lines.
 */

/** A chord name on a chord line, at its column. */
export interface ChordMark {
  readonly column: number;
  readonly text: string;
}

/** The chord names of a line, or undefined when the line is not a chord line. */
export type ChordLineReader = (line: string) => readonly ChordMark[] | undefined;

export type SheetBlock =
  | {
      readonly kind: 'pair';
      readonly chords: string;
      readonly marks: readonly ChordMark[];
      readonly lyric: string;
    }
  | { readonly kind: 'chords'; readonly chords: string; readonly marks: readonly ChordMark[] }
  | { readonly kind: 'staff'; readonly lines: readonly string[] }
  | { readonly kind: 'text'; readonly line: string };

/** One piece of a block: rows cut at the same columns, marks relative to the piece. */
export interface SheetChunk {
  readonly rows: readonly string[];
  readonly marks: readonly ChordMark[];
}

/**
 * Longest chunk: words (or bars) longer than this are cut too. 16 monospace characters fit a phone column even
 * at the largest text size; pieces of one long word sit side by side again wherever there is room.
 */
export const MAX_CHUNK = 16;

/** A tablature staff line: an optional string name, then a bar line and fret marks ('e|--3--|', '|-0-2-|'). */
const STAFF_LINE = /^\s*[A-Ga-g]?[#b]?\s*[|:][-\d|:\s*hpbrx/\\~()^.<>=]*\|?\s*$/;
const isStaffLine = (line: string) => STAFF_LINE.test(line) && line.includes('-');

export function pairSheetLines(text: string, readChords: ChordLineReader): SheetBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const blocks: SheetBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isStaffLine(line)) {
      const staff = [line];
      while (i + 1 < lines.length && isStaffLine(lines[i + 1]!)) staff.push(lines[++i]!);
      blocks.push({ kind: 'staff', lines: staff });
      continue;
    }
    const marks = readChords(line);
    if (!marks) {
      blocks.push({ kind: 'text', line });
      continue;
    }
    const next = lines[i + 1];
    const pairsWithNext = next !== undefined && next.trim() !== '' && !isStaffLine(next) && !readChords(next);
    if (pairsWithNext) {
      blocks.push({ kind: 'pair', chords: line, marks, lyric: next });
      i++;
    } else {
      blocks.push({ kind: 'chords', chords: line, marks });
    }
  }
  return blocks;
}

const insideMark = (marks: readonly ChordMark[], column: number) =>
  marks.find((mark) => mark.column < column && column < mark.column + mark.text.length);

/**
 * Start columns of the chunks of rows `width` wide: every column where `canBreak` allows, then cuts every
 * `MAX_CHUNK` columns in longer chunks (moved to the start of a chord name that would be cut, when it can).
 */
function chunkStarts(
  width: number,
  canBreak: (column: number) => boolean,
  marks: readonly ChordMark[],
  maxChunk: number,
): number[] {
  const natural = [0];
  for (let column = 1; column < width; column++) if (canBreak(column)) natural.push(column);
  const starts: number[] = [];
  natural.forEach((start, index) => {
    const end = natural[index + 1] ?? width;
    starts.push(start);
    for (let cut = start + maxChunk; cut < end; cut += maxChunk) {
      const mark = insideMark(marks, cut);
      if (mark) cut = mark.column > starts[starts.length - 1]! ? mark.column : mark.column + mark.text.length;
      starts.push(cut);
    }
  });
  return starts;
}

function cut(rows: readonly string[], marks: readonly ChordMark[], starts: readonly number[], width: number) {
  return starts.map((start, index): SheetChunk => {
    const end = starts[index + 1] ?? width;
    return {
      rows: rows.map((row) => row.padEnd(width).slice(start, end)),
      marks: marks
        .filter((mark) => mark.column >= start && mark.column < end)
        .map((mark) => ({ column: mark.column - start, text: mark.text })),
    };
  });
}

const blank = (text: string, column: number) => (text[column] ?? ' ') === ' ';

/** A chord line over its lyric line, cut at the start of each lyric word (or chord past the lyric's end). */
export function chunkPair(
  chords: string,
  marks: readonly ChordMark[],
  lyric: string,
  maxChunk = MAX_CHUNK,
): SheetChunk[] {
  const width = Math.max(chords.length, lyric.length);
  // After a space on both rows (so never through a word or a chord name), where something starts.
  const canBreak = (column: number) =>
    blank(lyric, column - 1) && blank(chords, column - 1) && !(blank(lyric, column) && blank(chords, column));
  return cut([chords, lyric], marks, chunkStarts(width, canBreak, marks, maxChunk), width);
}

/** A chord line alone, cut before each chord name. */
export function chunkChordLine(
  chords: string,
  marks: readonly ChordMark[],
  maxChunk = MAX_CHUNK,
): SheetChunk[] {
  const canBreak = (column: number) => blank(chords, column - 1) && !blank(chords, column);
  return cut([chords], marks, chunkStarts(chords.length, canBreak, marks, maxChunk), chords.length);
}

/** Tablature staff lines, cut together after the bar lines they share. */
export function chunkStaff(lines: readonly string[], maxChunk = MAX_CHUNK): SheetChunk[] {
  const width = Math.max(...lines.map((line) => line.length));
  const canBreak = (column: number) => lines.every((line) => line[column - 1] === '|') && column < width;
  return cut(lines, [], chunkStarts(width, canBreak, [], maxChunk), width);
}
