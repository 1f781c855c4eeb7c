import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import { DataTable, type DataTableProps } from './DataTable';
import { nextSort } from './nextSort';
import type { DataTableColumn, RowId, SortState } from './types';

interface Tab {
  id: number;
  title: string;
  author: string;
  expired?: boolean;
  locked?: boolean;
}

const ROWS: Tab[] = [
  { id: 1, title: 'Ștefan Bănică - Te iubesc', author: 'ana' },
  { id: 2, title: 'Holograf - Ești tot ce am', author: 'mihai', expired: true },
  { id: 3, title: 'Compact - Cântec de iarnă', author: 'ana', locked: true },
];

const COLUMNS: DataTableColumn<Tab>[] = [
  { id: 'title', header: 'Titlu', text: (row) => row.title, sortable: true },
  { id: 'author', header: 'Autor', text: (row) => row.author, sortable: true, hideOnMobile: true },
  { id: 'actions', header: 'Acțiuni', cell: (row) => <button type="button">Editează {row.id}</button> },
];

function render(props: Partial<DataTableProps<Tab>> = {}) {
  return renderWithTheme(
    <DataTable caption="Acorduri" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} {...props} />,
  );
}

function Selectable({ onBulk }: { onBulk: (ids: RowId[]) => void }) {
  const [selected, setSelected] = useState<RowId[]>([]);
  return (
    <DataTable
      caption="Utilizatori"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(row) => row.id}
      selectable
      selectedIds={selected}
      onSelectionChange={setSelected}
      isRowSelectable={(row) => !row.locked}
      bulkAction={{ label: 'Șterge selectate', onAction: onBulk, tone: 'danger' }}
    />
  );
}

function Sortable({ onSort }: { onSort: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable
      caption="Acorduri"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  beforeEach(() => setViewportWidth(1440));

  it('renders a named table with highlighted matches and custom cells', async () => {
    const { container } = render({
      highlight: 'banica',
      getRowTone: (row) => (row.expired ? 'warning' : undefined),
    });
    const table = screen.getByRole('table', { name: 'Acorduri' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Titlu', 'Autor', 'Acțiuni']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(container.querySelector('mark')).toHaveTextContent('Bănică');
    expect(screen.getByRole('button', { name: 'Editează 2' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sorts from the header buttons and reports aria-sort', async () => {
    const onSort = jest.fn();
    const { user } = renderWithTheme(<Sortable onSort={onSort} />);
    const titleHeader = screen.getByRole('columnheader', { name: /Titlu/ });
    expect(titleHeader).not.toHaveAttribute('aria-sort');
    await user.click(within(titleHeader).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ columnId: 'title', direction: 'asc' });
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ columnId: 'title', direction: 'desc' });
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Acțiuni' })).queryByRole('button')).toBeNull();
  });

  it('selects rows of the page and runs the bulk action with the selected ids', async () => {
    const onBulk = jest.fn();
    const { user, container } = renderWithTheme(<Selectable onBulk={onBulk} />);
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Selectează rândul' });
    expect(rowBoxes).toHaveLength(2);
    await user.click(rowBoxes[0] as HTMLElement);
    const all = screen.getByRole('checkbox', { name: 'Selectează toate rândurile de pe pagină' });
    expect(all).toBePartiallyChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 rând selectat');
    await user.click(all);
    expect(all).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Șterge selectate (2)' }));
    expect(onBulk).toHaveBeenCalledWith([1, 2]);
    await user.click(all);
    expect(screen.queryByRole('button', { name: /Șterge selectate/ })).not.toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = jest.fn();
    const { rerender, user } = render({ rows: [], loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă...');

    const props = { caption: 'Acorduri', columns: COLUMNS, getRowId: (row: Tab) => row.id };
    rerender(<DataTable {...props} rows={[]} />);
    expect(screen.getByText('Nu există rezultate.')).toBeInTheDocument();

    rerender(<DataTable {...props} rows={ROWS} loading />);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('status')).toBeInTheDocument();

    rerender(<DataTable {...props} rows={ROWS} error="Eroare la citirea acordurilor." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Eroare la citirea acordurilor.');
    expect(screen.queryByText('Holograf - Ești tot ce am')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('leaves out mobile-hidden columns below 1280 px', () => {
    setViewportWidth(800);
    render();
    expect(screen.queryByRole('columnheader', { name: /Autor/ })).not.toBeInTheDocument();
    act(() => setViewportWidth(1440));
    expect(screen.getByRole('columnheader', { name: /Autor/ })).toBeInTheDocument();
  });

  it('pages on the server through the paginator', async () => {
    const onPageChange = jest.fn();
    const onPageSizeChange = jest.fn();
    const { user } = render({
      pagination: { pageIndex: 0, pageSize: 5, total: 12, onPageChange, onPageSizeChange },
    });
    expect(screen.getByText('1–5 din 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await user.selectOptions(screen.getByLabelText('Rânduri pe pagină'), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('flips the direction of the sorted column only', () => {
    expect(nextSort(null, 'a')).toEqual({ columnId: 'a', direction: 'asc' });
    expect(nextSort({ columnId: 'a', direction: 'asc' }, 'a')).toEqual({ columnId: 'a', direction: 'desc' });
    expect(nextSort({ columnId: 'a', direction: 'desc' }, 'b')).toEqual({ columnId: 'b', direction: 'asc' });
  });

  it('keeps a pinned column at the right edge while the others scroll sideways', () => {
    render({
      columns: COLUMNS.map((column) => (column.id === 'actions' ? { ...column, pinned: 'end' } : column)),
    });
    const actions = screen.getByRole('columnheader', { name: 'Acțiuni' });
    expect(actions).toHaveStyle({ position: 'sticky', right: '0px' });
    expect(screen.getByRole('button', { name: 'Editează 1' }).closest('td')).toHaveStyle({
      position: 'sticky',
    });
    expect(screen.getByRole('columnheader', { name: /Titlu/ })).not.toHaveStyle({ position: 'sticky' });
  });
});
