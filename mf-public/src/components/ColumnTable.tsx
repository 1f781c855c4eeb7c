import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { Table } from './Table';
import { useRowsNearScreen } from './useRowsNearScreen';

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: ${({ theme }) => theme.spacing.xs};
`;

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Hidden under the 1280 px breakpoint, header and cells alike. */
  readonly hideOnMobile?: boolean;
}

/**
 * Rows drawn at once by a table given `progressive`: more than a phone's first screen and the first paint's 12, and
 * few enough that each addition stays a short task on a phone (about 2 ms a row under Lighthouse's 4× slowdown).
 */
const FIRST_ROWS = 16;
/** Rows added each time the reader scrolls near the table's end. */
const MORE_ROWS = 16;

/** A Table with one header row and one body row per item, each cell drawn by its column. */
export function ColumnTable<Row extends { readonly id: string }>({
  columns,
  rows,
  caption,
  progressive = false,
}: {
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  /** Names the table for screen readers. */
  readonly caption?: string;
  /**
   * For lists of hundreds (an artist's tabs): the first rows at once, the others as the reader scrolls near them.
   * The table tells assistive technologies its full row count meanwhile.
   */
  readonly progressive?: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  const drawn = useRowsNearScreen(
    end,
    rows.length,
    progressive ? FIRST_ROWS : Number.POSITIVE_INFINITY,
    MORE_ROWS,
  );
  const partial = drawn < rows.length;
  return (
    <>
      <Table aria-rowcount={partial ? rows.length + 1 : undefined}>
        {caption && <Caption>{caption}</Caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-hide-mobile={column.hideOnMobile}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, drawn).map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} data-hide-mobile={column.hideOnMobile}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {partial && <div ref={end} />}
    </>
  );
}
