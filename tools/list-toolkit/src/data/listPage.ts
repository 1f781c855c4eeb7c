import type { RowId } from '@acorduri/ui-kit';

/** One page of a list as the screens hold it in the SWR cache. */
export interface ListPage<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

export type RowIdOf<Row> = (row: Row) => RowId;

/** Spec §2: the new item goes to the top and the total grows by one; the page keeps its size. */
export const prependRow = <Row>(page: ListPage<Row>, row: Row, pageSize: number): ListPage<Row> => ({
  rows: [row, ...page.rows].slice(0, pageSize),
  total: page.total + 1,
});

/**
 * A row another call created (an upload): first on the page; when it replaced a row of the page (the same id),
 * that row leaves and the total stays.
 */
export function putRowFirst<Row>(
  page: ListPage<Row>,
  row: Row,
  pageSize: number,
  rowId: RowIdOf<Row>,
): ListPage<Row> {
  const others = page.rows.filter((current) => rowId(current) !== rowId(row));
  const replaced = others.length < page.rows.length;
  return { rows: [row, ...others].slice(0, pageSize), total: page.total + (replaced ? 0 : 1) };
}

export const replaceRow = <Row>(page: ListPage<Row>, row: Row, rowId: RowIdOf<Row>): ListPage<Row> => ({
  ...page,
  rows: page.rows.map((current) => (rowId(current) === rowId(row) ? row : current)),
});

/** Spec §2: the deleted rows leave and the total shrinks by as many. */
export function removeRows<Row>(
  page: ListPage<Row>,
  ids: ReadonlySet<RowId>,
  rowId: RowIdOf<Row>,
): ListPage<Row> {
  const rows = page.rows.filter((row) => !ids.has(rowId(row)));
  return { rows, total: Math.max(0, page.total - (page.rows.length - rows.length)) };
}
