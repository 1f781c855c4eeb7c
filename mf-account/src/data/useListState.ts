import type { QueryValue, SortDirection } from '@acorduri/contracts';
import { useDebounce } from '@acorduri/ui-kit';
import { useCallback, useMemo, useRef, useState } from 'react';

/** Lists wait this long after the last sort, filter, search, page or page-size change before refetching. */
export const LIST_DEBOUNCE_MS = 500;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type ListFilters = Record<string, QueryValue>;

export interface ListState<F extends ListFilters> {
  /** 1-based */
  readonly page: number;
  readonly pageSize: number;
  readonly orderby: string;
  readonly sort: SortDirection;
  readonly search: string;
  readonly filters: F;
}

export interface ListStateOptions<F extends ListFilters> {
  readonly orderby: string;
  readonly sort: SortDirection;
  readonly filters: F;
  readonly pageSize?: number;
}

/** The paging query of the spec (limit, offset, sort, orderby) plus the search text and the filters. */
export type ListQuery<F extends ListFilters> = F & {
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
  readonly orderby: string;
  readonly search: string;
};

function toQuery<F extends ListFilters>(state: ListState<F>): ListQuery<F> {
  return {
    ...state.filters,
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    sort: state.sort,
    orderby: state.orderby,
    search: state.search,
  };
}

/**
 * The state of a paged, sorted, filtered list (spec §4): what the controls show changes at once, while `query`
 * (what the data hook fetches) follows 500 ms after the last change. Sort, filter, search and page-size changes
 * go back to page 1.
 */
export function useListState<F extends ListFilters>(options: ListStateOptions<F>) {
  const [state, setState] = useState<ListState<F>>(() => ({
    page: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    orderby: options.orderby,
    sort: options.sort,
    search: '',
    filters: options.filters,
  }));
  const initialFilters = useRef(options.filters);
  const settled = useDebounce(state, LIST_DEBOUNCE_MS);
  const query = useMemo(() => toQuery(settled), [settled]);

  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })), []);
  const setSort = useCallback(
    (orderby: string, sort: SortDirection) => setState((s) => ({ ...s, orderby, sort, page: 1 })),
    [],
  );
  const setSearch = useCallback((search: string) => setState((s) => ({ ...s, search, page: 1 })), []);
  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K]) =>
      setState((s) => ({ ...s, filters: { ...s.filters, [key]: value }, page: 1 })),
    [],
  );

  const resetFilters = useCallback(
    () => setState((s) => ({ ...s, filters: initialFilters.current, page: 1 })),
    [],
  );

  return {
    state,
    query,
    /** True while a change waits for the debounce. */
    isSettling: state !== settled,
    setPage,
    setPageSize,
    setSort,
    setSearch,
    setFilter,
    resetFilters,
  };
}

export type ListController<F extends ListFilters> = ReturnType<typeof useListState<F>>;
