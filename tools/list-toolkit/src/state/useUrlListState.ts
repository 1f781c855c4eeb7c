import type { SortDirection } from '@acorduri/contracts';
import { useDebounce } from '@acorduri/ui-kit';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type ListState,
  type ListStateConfig,
  listStateKey,
  readListState,
  writeListState,
} from './listUrlState';

/** Lists reload this long after the last change of search, sort, filter, page or page size (spec §9). */
export const LIST_DEBOUNCE_MS = 500;

type History = 'push' | 'replace';

/**
 * The state of a paged list, kept in the URL query: what the controls show changes at once, `settled` (what
 * the data hook fetches) follows 500 ms after the last change. Changes of search, sort, filter and page size go
 * back to page 1. Typing replaces the history entry it started; page, size, sort and filter changes push one, so back and
 * forward walk through them. `config` is read on every change, so it may be an inline object.
 */
export function useUrlListState(config: ListStateConfig) {
  const location = useLocation();
  const navigate = useNavigate();
  const configRef = useRef(config);
  configRef.current = config;

  const key = listStateKey(readListState(new URLSearchParams(location.search), config), config);
  // One object per distinct state: the debounce and SWR see a change only when the list really changed.
  const state = useMemo(() => readListState(new URLSearchParams(key), configRef.current), [key]);
  const settled = useDebounce(state, LIST_DEBOUNCE_MS);

  // Several changes in one event must compose, before the router has rendered the first one.
  const latest = useRef({ pathname: location.pathname, search: location.search });
  latest.current = { pathname: location.pathname, search: location.search };

  const update = useCallback(
    (change: (current: ListState) => ListState, history: History | ((current: ListState) => History)) => {
      const params = new URLSearchParams(latest.current.search);
      const current = readListState(params, configRef.current);
      const next = change(current);
      const text = writeListState(params, next, configRef.current).toString();
      const search = text ? `?${text}` : '';
      latest.current = { ...latest.current, search };
      navigate(
        { pathname: latest.current.pathname, search },
        {
          replace: (typeof history === 'function' ? history(current) : history) === 'replace',
        },
      );
    },
    [navigate],
  );

  /** `replace` corrects the page without a history entry (a page emptied by deletes). */
  const setPage = useCallback(
    (page: number, history: History = 'push') => update((s) => ({ ...s, page }), history),
    [update],
  );
  const setPageSize = useCallback(
    (pageSize: number) => update((s) => ({ ...s, pageSize, page: 1 }), 'push'),
    [update],
  );
  const setSort = useCallback(
    (orderby: string, sort: SortDirection) => update((s) => ({ ...s, orderby, sort, page: 1 }), 'push'),
    [update],
  );
  const setSearch = useCallback(
    (search: string) =>
      update(
        (s) => ({ ...s, search, searchField: search === '' ? '' : s.searchField, page: 1 }),
        // The first letter starts a new entry (back returns to the list before the search); the rest replace it.
        (s) => (s.search === '' ? 'push' : 'replace'),
      ),
    [update],
  );
  const setSearchField = useCallback(
    (searchField: string) => update((s) => ({ ...s, searchField, page: 1 }), 'push'),
    [update],
  );
  /** `undefined` or '' clears the filter. */
  const setFilter = useCallback(
    (name: string, value: string | undefined) =>
      update((s) => {
        const filters = { ...s.filters };
        if (value === undefined || value === '') delete filters[name];
        else filters[name] = value;
        return { ...s, filters, page: 1 };
      }, 'push'),
    [update],
  );
  const resetFilters = useCallback(() => update((s) => ({ ...s, filters: {}, page: 1 }), 'push'), [update]);

  return {
    state,
    settled,
    /** True while a change waits for the debounce. */
    isSettling: state !== settled,
    activeFilterCount: Object.keys(state.filters).length,
    setPage,
    setPageSize,
    setSort,
    setSearch,
    setSearchField,
    setFilter,
    resetFilters,
  };
}

export type ListController = ReturnType<typeof useUrlListState>;
