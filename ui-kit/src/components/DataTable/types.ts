import type { ReactNode } from 'react';

export type RowId = string | number;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  /** Plain text of the cell, shown with the search matches highlighted. */
  text?: (row: T) => string;
  /** Any content; `highlight` is the current search text for partial highlighting. */
  cell?: (row: T, context: { highlight: string }) => ReactNode;
  /** Header becomes a sort button; the server does the sorting (onSortChange). */
  sortable?: boolean;
  /** Left out below the spec's 1280 px breakpoint (e.g. author and stars on the category page). */
  hideOnMobile?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: string;
  /** 'end': kept in view at the right edge when the table is wider than its box (a row's action icons). */
  pinned?: 'end';
}

export interface DataTablePagination {
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface BulkAction {
  /** e.g. 'Șterge selectate'; the selected count is added after it. */
  label: string;
  onAction: (ids: RowId[]) => void;
  tone?: 'primary' | 'danger';
}

export type RowTone = 'muted' | 'warning';
