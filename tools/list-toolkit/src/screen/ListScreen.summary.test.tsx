import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor } from '@testing-library/react';
import type { ListDefinition } from '../definition';
import type { ListQuery } from '../state/listQuery';
import { ListScreen } from './ListScreen';

interface Entry {
  id: string;
  email: string;
}

const ENTRIES: ListDefinition<Entry> = {
  caption: 'Intrări',
  api: { path: '/api/admin/entry', rowsKey: 'entries' },
  columns: [{ id: 'email', header: 'Email', text: (entry) => entry.email }],
  search: {},
  filters: [
    { id: 'code', label: 'Cod', kind: 'text' },
    { id: 'active', label: 'Activ', kind: 'yesNo', toQuery: (value) => ({ expired: value === '1' ? 0 : 1 }) },
  ],
  defaultSort: { orderby: 'created_at', sort: 'desc' },
  pageSizes: [10],
  defaultPageSize: 10,
  rowLabel: (entry) => entry.email,
};

describe('ListScreen aboveTable', () => {
  it('shows what the screen puts above the table for the search and filters, without paging or sort', async () => {
    mockFetch((url) => (url.startsWith('/api/admin/entry') ? json({ entries: [], total: 0 }) : undefined));
    const seen: ListQuery[] = [];
    renderWithProviders(
      <ListScreen
        definition={ENTRIES}
        aboveTable={(filters) => {
          seen.push(filters);
          return <p>rezumat</p>;
        }}
      />,
      { path: '/entries?q=ana&code=4&active=0&page=3' },
    );
    expect(screen.getByText('rezumat')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ search: 'ana', searchField: '', code: '4', expired: 1 }),
    );
  });
});
