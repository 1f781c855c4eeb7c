import { type Change, diffLines } from 'diff';

export type LineChange = 'same' | 'removed' | 'added';

/** One side of a row: the line number in its text, the line and what happened to it. */
export interface DiffLine {
  readonly number: number;
  readonly text: string;
  readonly change: LineChange;
}

/** A row of the side-by-side view; a side is null where the other text has lines this one lacks. */
export interface DiffRow {
  readonly current: DiffLine | null;
  readonly proposed: DiffLine | null;
}

export interface SideBySideDiff {
  readonly rows: readonly DiffRow[];
  readonly added: number;
  readonly removed: number;
}

const linesOf = (value: string): string[] => (value.endsWith('\n') ? value.slice(0, -1) : value).split('\n');

/**
 * Lays jsdiff's line changes out side by side: removed lines sit next to the lines added in their place, so a
 * changed line reads as one row (old left, new right).
 */
export function sideBySideRows(changes: readonly Change[]): SideBySideDiff {
  const rows: DiffRow[] = [];
  let currentNumber = 0;
  let proposedNumber = 0;
  let removedLines: string[] = [];
  let added = 0;
  let removed = 0;

  const pairRemovedWith = (addedLines: readonly string[]) => {
    const length = Math.max(removedLines.length, addedLines.length);
    for (let index = 0; index < length; index += 1) {
      const old = removedLines[index];
      const fresh = addedLines[index];
      rows.push({
        current: old === undefined ? null : { number: ++currentNumber, text: old, change: 'removed' },
        proposed: fresh === undefined ? null : { number: ++proposedNumber, text: fresh, change: 'added' },
      });
    }
    removed += removedLines.length;
    added += addedLines.length;
    removedLines = [];
  };

  for (const change of changes) {
    const lines = linesOf(change.value);
    if (change.removed) {
      removedLines.push(...lines);
    } else if (change.added) {
      pairRemovedWith(lines);
    } else {
      pairRemovedWith([]);
      for (const text of lines)
        rows.push({
          current: { number: ++currentNumber, text, change: 'same' },
          proposed: { number: ++proposedNumber, text, change: 'same' },
        });
    }
  }
  pairRemovedWith([]);
  return { rows, added, removed };
}

/** Line endings do not count as changes: both texts are compared with \n endings and a final newline. */
const normalised = (text: string): string => {
  const unix = text.replace(/\r\n?/g, '\n');
  return unix.endsWith('\n') ? unix : `${unix}\n`;
};

/** The side-by-side difference between the current tab body and the proposed one. */
export const diffTabBodies = (current: string, proposed: string): SideBySideDiff =>
  sideBySideRows(diffLines(normalised(current), normalised(proposed)));

/** Unchanged lines kept above and below each change, as in a unified diff. */
export const DIFF_CONTEXT_LINES = 3;

/** A run of unchanged lines left out between changes: how many, and the first line numbers on each side. */
export interface SkippedRows {
  readonly skipped: number;
  readonly fromCurrent: number;
  readonly fromProposed: number;
}

const isSame = (row: DiffRow) => row.current?.change === 'same';

/**
 * The rows a reviewer needs: every change with `context` unchanged lines around it; each longer run of unchanged
 * lines becomes one `SkippedRows` (a text without changes keeps none).
 */
export function withContext(
  rows: readonly DiffRow[],
  context = DIFF_CONTEXT_LINES,
): (DiffRow | SkippedRows)[] {
  const keep = rows.map((row) => !isSame(row));
  rows.forEach((row, index) => {
    if (isSame(row)) return;
    for (
      let near = Math.max(0, index - context);
      near <= Math.min(rows.length - 1, index + context);
      near += 1
    )
      keep[near] = true;
  });
  const out: (DiffRow | SkippedRows)[] = [];
  let index = 0;
  while (index < rows.length) {
    const row = rows[index] as DiffRow;
    if (keep[index]) {
      out.push(row);
      index += 1;
      continue;
    }
    let end = index;
    while (end < rows.length && !keep[end]) end += 1;
    out.push({
      skipped: end - index,
      fromCurrent: row.current?.number ?? 0,
      fromProposed: row.proposed?.number ?? 0,
    });
    index = end;
  }
  return out;
}
