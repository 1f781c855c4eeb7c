import type { SortState } from './types';

/** Clicking a header: a new column sorts ascending, the sorted one flips direction. */
export function nextSort(current: SortState | null | undefined, columnId: string): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: 'asc' };
}
