import { filterQuery, type ListState } from '@acorduri/list-toolkit';
import { USERS_LIST } from './usersList';

/** The user list's query for filters as the URL holds them (yes/no as 1/0, role as its number). */
const queryFor = (filters: Record<string, string>) => {
  const state: ListState = {
    page: 1,
    pageSize: 10,
    orderby: 'created_at',
    sort: 'desc',
    search: '',
    searchField: '',
    filters,
  };
  const { search: _search, searchField: _field, ...query } = filterQuery(USERS_LIST, state);
  return query;
};

describe('user list filter mapping (admin.md §5)', () => {
  it('sends nothing for unset filters', () => {
    expect(queryFor({})).toEqual({});
  });

  it.each([
    ['Standard', '0'],
    ['Admin', '1'],
    ['Susținător', '2'],
  ])('offers the role %s and sends it as %s', (name, value) => {
    const role = USERS_LIST.filters?.find((filter) => filter.id === 'role');
    expect(role?.kind === 'select' && role.options.find((option) => option.label === name)?.value).toBe(
      value,
    );
    expect(queryFor({ role: value })).toEqual({ role: value });
  });

  it('sends verified and the three contribution filters as 1 for Da and 0 for Nu', () => {
    expect(queryFor({ verified: '1', withTabs: '1', withRequests: '0', withComments: '1' })).toEqual({
      verified: '1',
      with_tabs: '1',
      with_requests: '0',
      with_comments: '1',
    });
    expect(queryFor({ verified: '0', withTabs: '0', withComments: '0' })).toEqual({
      verified: '0',
      with_tabs: '0',
      with_comments: '0',
    });
  });

  it('inverts active into expired: Da is expired=0, Nu is expired=1', () => {
    expect(queryFor({ active: '1' })).toEqual({ expired: 0 });
    expect(queryFor({ active: '0' })).toEqual({ expired: 1 });
  });
});
