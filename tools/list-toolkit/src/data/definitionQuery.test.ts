import type { ListDefinition } from '../definition';
import type { ListState } from '../state/listUrlState';
import { definitionQuery, filterQuery } from './definitionQuery';

const DEFINITION: ListDefinition<{ id: string }> = {
  caption: 'Utilizatori',
  api: { path: '/api/admin/user', rowsKey: 'users' },
  columns: [],
  filters: [
    { id: 'role', label: 'Rol', kind: 'select', options: [] },
    { id: 'withTabs', label: 'Cu acorduri', kind: 'yesNo', param: 'with_tabs' },
    { id: 'active', label: 'Activ', kind: 'yesNo', toQuery: (value) => ({ expired: value === '1' ? 0 : 1 }) },
  ],
  defaultSort: { orderby: 'created_at', sort: 'desc' },
  pageSizes: [10],
  defaultPageSize: 10,
  rowLabel: (row) => row.id,
};

const STATE: ListState = {
  page: 2,
  pageSize: 10,
  orderby: 'email',
  sort: 'asc',
  search: 'ana',
  searchField: 'email',
  filters: { role: '2', withTabs: '0', active: '1' },
};

describe('filterQuery and definitionQuery', () => {
  it('sends each set filter under its parameter, or through its own mapping', () => {
    expect(filterQuery(DEFINITION, STATE)).toEqual({
      search: 'ana',
      searchField: 'email',
      role: '2',
      with_tabs: '0',
      expired: 0,
    });
  });

  it('adds paging and sort for the list call', () => {
    expect(definitionQuery(DEFINITION, STATE)).toEqual({
      limit: 10,
      offset: 10,
      sort: 'asc',
      orderby: 'email',
      search: 'ana',
      searchField: 'email',
      role: '2',
      with_tabs: '0',
      expired: 0,
    });
  });
});
