import { act, renderHook } from '@testing-library/react';
import { LIST_DEBOUNCE_MS, useListState } from './useListState';

function setup() {
  return renderHook(() =>
    useListState({
      orderby: 'created_at',
      sort: 'desc',
      filters: { isPublic: undefined as boolean | undefined },
    }),
  );
}

describe('useListState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts on page 1 with 10 rows and the paging query of the spec', () => {
    const { result } = setup();
    expect(result.current.query).toEqual({
      limit: 10,
      offset: 0,
      sort: 'desc',
      orderby: 'created_at',
      search: '',
      isPublic: undefined,
    });
  });

  it('refetches only 500 ms after the last change', () => {
    const { result } = setup();
    act(() => result.current.setPage(3));
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS - 100));
    act(() => result.current.setPage(4));
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS - 100));
    expect(result.current.query.offset).toBe(0);
    expect(result.current.isSettling).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.query.offset).toBe(30);
    expect(result.current.isSettling).toBe(false);
  });

  it.each([
    ['sort', (c: ReturnType<typeof setup>['result']['current']) => c.setSort('title', 'asc')],
    ['filter', (c: ReturnType<typeof setup>['result']['current']) => c.setFilter('isPublic', true)],
    ['search', (c: ReturnType<typeof setup>['result']['current']) => c.setSearch('abc')],
    ['page size', (c: ReturnType<typeof setup>['result']['current']) => c.setPageSize(50)],
    ['filter reset', (c: ReturnType<typeof setup>['result']['current']) => c.resetFilters()],
  ])('goes back to page 1 on a %s change', (_, change) => {
    const { result } = setup();
    act(() => result.current.setPage(5));
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.query.offset).toBe(40);
    act(() => change(result.current));
    expect(result.current.state.page).toBe(1);
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.query.offset).toBe(0);
  });

  it('clears the filters back to their initial values', () => {
    const { result } = setup();
    act(() => result.current.setFilter('isPublic', true));
    act(() => result.current.resetFilters());
    expect(result.current.state.filters).toEqual({ isPublic: undefined });
  });

  it('carries filters and sort into the query', () => {
    const { result } = setup();
    act(() => {
      result.current.setFilter('isPublic', false);
      result.current.setSort('title', 'asc');
      result.current.setPageSize(20);
    });
    act(() => jest.advanceTimersByTime(LIST_DEBOUNCE_MS));
    expect(result.current.query).toMatchObject({ isPublic: false, orderby: 'title', sort: 'asc', limit: 20 });
  });
});
