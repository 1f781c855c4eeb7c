import type { ReactNode } from 'react';
import { Table } from './Table';

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
}: {
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
}) {
  return (
    <Table>
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
