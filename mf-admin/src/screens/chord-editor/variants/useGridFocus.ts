import { type KeyboardEvent, useState } from 'react';

const MOVES: Readonly<Record<string, readonly [rows: number, columns: number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * One Tab stop for a whole grid of buttons (roving tabindex), arrow keys moving between them: the fretboard's
 * 30 cells and the piano's keys are then one step of the dialog's Tab order instead of dozens.
 */
export function useGridFocus(rows: number, columns: number) {
  const [active, setActive] = useState({ row: 0, column: 0 });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const row = Math.min(rows - 1, Math.max(0, active.row + move[0]));
    const column = Math.min(columns - 1, Math.max(0, active.column + move[1]));
    setActive({ row, column });
    event.currentTarget.querySelector<HTMLElement>(`[data-grid-cell="${row}:${column}"]`)?.focus();
  };

  const cellProps = (row: number, column: number) => ({
    'data-grid-cell': `${row}:${column}`,
    tabIndex: row === active.row && column === active.column ? 0 : -1,
    onFocus: () => setActive({ row, column }),
  });

  return { onKeyDown, cellProps };
}
