import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ListStateConfig } from './listUrlState';
import { LIST_DEBOUNCE_MS, useUrlListState } from './useUrlListState';

const CONFIG: ListStateConfig = {
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [10, 20, 50],
  defaultPageSize: 10,
  filterKeys: ['withTabs'],
};

function setup(at = '/artists') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start', at]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => ({ list: useUrlListState(CONFIG), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useUrlListState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('restores the list from a pasted link at once, without waiting for the debounce', () => {
    const { result } = setup('/artists?page=3&size=20&q=abc&withTabs=1');
    expect(result.current.list.settled).toEqual({
      page: 3,
      pageSize: 20,
      orderby: 'id',
      sort: 'desc',
      search: 'abc',
      searchField: '',
      filters: { withTabs: '1' },
    });
    expect(result.current.list.isSettling).toBe(false);
  });

  it('shows a change at once and settles it 500 ms after the last one', () => {
    const { result } = setup();
    act(() => result.current.list.setSearch('a'));
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS - 100));
    act(() => result.current.list.setSearch('ab'));
    expect(result.current.list.state.search).toBe('ab');
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS - 100));
    expect(result.current.list.settled.search).toBe('');
    expect(result.current.list.isSettling).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.list.settled.search).toBe('ab');
    expect(result.current.location.search).toBe('?q=ab');
  });

  it.each([
    ['search', (l: ReturnType<typeof useUrlListState>) => l.setSearch('x')],
    ['sort', (l: ReturnType<typeof useUrlListState>) => l.setSort('name', 'asc')],
    ['filter', (l: ReturnType<typeof useUrlListState>) => l.setFilter('withTabs', '0')],
    ['page size', (l: ReturnType<typeof useUrlListState>) => l.setPageSize(50)],
    ['search field', (l: ReturnType<typeof useUrlListState>) => l.setSearchField('name')],
    ['filter reset', (l: ReturnType<typeof useUrlListState>) => l.resetFilters()],
  ])('goes back to page 1 on a %s change', (_, change) => {
    const { result } = setup('/artists?page=4&withTabs=1&q=y');
    act(() => change(result.current.list));
    expect(result.current.list.state.page).toBe(1);
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.location.search).not.toMatch(/page=/);
  });

  it('composes several changes made in one event', () => {
    const { result } = setup();
    act(() => {
      result.current.list.setFilter('withTabs', '1');
      result.current.list.setSort('name', 'asc');
      result.current.list.setPageSize(20);
    });
    expect(result.current.location.search).toBe('?size=20&sort=name&order=asc&withTabs=1');
  });

  it('clears the search field with the search and a filter with an empty value', () => {
    const { result } = setup('/artists?q=ab&in=name&withTabs=1');
    act(() => result.current.list.setSearch(''));
    act(() => result.current.list.setFilter('withTabs', undefined));
    expect(result.current.location.search).toBe('');
    expect(result.current.list.activeFilterCount).toBe(0);
  });

  it('pushes page, sort and filter changes so that back restores them; typing replaces the entry it started', () => {
    const { result } = setup();
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSearch('a'));
    act(() => result.current.list.setSearch('ab'));
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?q=ab');
    act(() => result.current.list.setSearch('abc'));
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?q=abc');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?page=2');
    expect(result.current.list.state.search).toBe('');
    expect(result.current.list.state.page).toBe(2);
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/artists');
    expect(result.current.list.state.page).toBe(1);
  });

  it('keeps one state object while the URL means the same list', () => {
    const { result } = setup('/artists?withTabs=1&size=20');
    const before = result.current.list.state;
    act(() => result.current.navigate('/artists?size=20&withTabs=1', { replace: true }));
    expect(result.current.list.state).toBe(before);
  });

  it('writes the typed text into the URL only after the last key, and a change made meanwhile carries it', () => {
    const { result } = setup('/artists?withTabs=1');
    act(() => result.current.list.setSearch('ion'));
    expect(result.current.list.state.search).toBe('ion');
    expect(result.current.location.search).toBe('?withTabs=1');
    act(() => result.current.list.setFilter('withTabs', '0'));
    expect(result.current.location.search).toBe('?q=ion&withTabs=0');
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?q=ion&withTabs=0');
  });

  it('drops the typed text when the reader navigates elsewhere before it was written', () => {
    const { result } = setup('/artists?q=old');
    act(() => result.current.list.setSearch('new'));
    act(() => result.current.navigate('/artists?page=2'));
    expect(result.current.list.state.search).toBe('');
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.location.search).toBe('?page=2');
  });
});
