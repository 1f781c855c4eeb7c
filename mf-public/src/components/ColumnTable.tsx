import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Table } from './Table';

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

/** A Table with one header row and one body row per item, each cell drawn by its column. */
export function ColumnTable<Row extends { readonly id: string }>({
  columns,
  rows,
  caption,
}: {
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  /** Names the table for screen readers. */
  readonly caption?: string;
}) {
  return (
    <Table>
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
        {rows.map((row) => (
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
  );
}
