import type { Meta, StoryObj } from '@storybook/react';
import { useMemo, useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { formatDate } from '../../dates/formatDate';
import { Icon } from '../../icons/icons';
import { includesIgnoringDiacritics } from '../../text/diacritics';
import { Highlight } from '../Highlight/Highlight';
import { IconButton } from '../IconButton/IconButton';
import { StarRating } from '../StarRating/StarRating';
import { DataTable } from './DataTable';
import type { DataTableColumn, RowId, SortState } from './types';

interface TabRow {
  id: number;
  artist: string;
  title: string;
  author: string;
  rating: number;
  ratingCount: number;
  createdAt: string;
  isPublic: boolean;
}

const ARTISTS = ['Ștefan Bănică Jr.', 'Holograf', 'Compact', 'Vama Veche', 'Șuie Paparude', 'Țapinarii'];
const TITLES = ['Te iubesc', 'Ești tot ce am', 'Cântec de iarnă', 'Epilog', 'Iarna pe uliță', 'Fără tine'];
const ALL_ROWS: TabRow[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  artist: ARTISTS[index % ARTISTS.length] ?? '',
  title: `${TITLES[index % TITLES.length]} ${Math.floor(index / TITLES.length) + 1}`,
  author: ['ana', 'mihai', 'ioana'][index % 3] ?? '',
  rating: ((index * 7) % 11) / 2,
  ratingCount: (index * 5) % 40,
  createdAt: new Date(Date.UTC(2024, index % 12, (index % 27) + 1)).toISOString(),
  isPublic: index % 9 !== 0,
}));

const COLUMNS: DataTableColumn<TabRow>[] = [
  { id: 'artist', header: 'Artist', text: (row) => row.artist, sortable: true },
  {
    id: 'title',
    header: 'Titlu',
    sortable: true,
    cell: (row, { highlight }) => (
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        {row.isPublic ? null : <Icon name="hourglass" title="Nepublicat" />}
        <Highlight text={row.title} query={highlight} words />
      </span>
    ),
  },
  { id: 'author', header: 'Autor', text: (row) => row.author, sortable: true, hideOnMobile: true },
  {
    id: 'rating',
    header: 'Rating',
    sortable: true,
    hideOnMobile: true,
    cell: (row) => <StarRating value={row.rating} count={row.ratingCount} size="sm" />,
  },
  { id: 'createdAt', header: 'Creat', sortable: true, text: (row) => formatDate(row.createdAt) },
  {
    id: 'actions',
    header: 'Acțiuni',
    align: 'right',
    cell: (row) => (
      <>
        <IconButton label={`Editează ${row.title}`} size="sm">
          <Icon name="edit" />
        </IconButton>
        <IconButton label={`Șterge ${row.title}`} size="sm" tone="danger">
          <Icon name="delete" />
        </IconButton>
      </>
    ),
  },
];

interface DemoProps {
  search?: string;
  loading?: boolean;
  error?: string;
  empty?: boolean;
  selectable?: boolean;
}

/** Plays the server: filters, sorts and pages the sample rows like the API would. */
function Demo({ search = '', loading = false, error, empty = false, selectable = false }: DemoProps) {
  const [sort, setSort] = useState<SortState | null>({ columnId: 'createdAt', direction: 'desc' });
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(5);
  const [selected, setSelected] = useState<RowId[]>([]);

  const matching = useMemo(() => {
    const filtered = empty
      ? []
      : ALL_ROWS.filter((row) =>
          includesIgnoringDiacritics(`${row.artist} ${row.title} ${row.author}`, search),
        );
    if (!sort) return filtered;
    const key = sort.columnId as keyof TabRow;
    const sorted = [...filtered].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'ro'));
    return sort.direction === 'desc' ? sorted.reverse() : sorted;
  }, [empty, search, sort]);

  return (
    <DataTable
      caption="Acorduri"
      columns={COLUMNS}
      rows={matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)}
      getRowId={(row) => row.id}
      highlight={search}
      loading={loading}
      error={error}
      onRetry={() => {}}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPageIndex(0);
      }}
      pagination={{
        pageIndex,
        pageSize,
        total: matching.length,
        onPageChange: setPageIndex,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPageIndex(0);
        },
      }}
      selectable={selectable}
      selectedIds={selected}
      onSelectionChange={setSelected}
      bulkAction={{ label: 'Șterge selectate', onAction: () => setSelected([]), tone: 'danger' }}
      getRowTone={(row) => (row.isPublic ? undefined : 'muted')}
    />
  );
}

const meta = {
  title: 'Liste/DataTable',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HighlightedSearch: Story = { args: { search: 'banica' } };
export const SelectableWithBulkAction: Story = { args: { selectable: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { empty: true } };
export const ErrorState: Story = { args: { error: 'Eroare la citirea acordurilor.' } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK, args: { selectable: true, search: 'holo' } };
