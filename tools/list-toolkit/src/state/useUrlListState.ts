import type { SortDirection } from '@acorduri/contracts';
import { useDebounce } from '@acorduri/ui-kit';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/** The list with the search text typed but not yet written into the URL (typing goes back to page 1). */
const withDraft = (state: ListState, draft: string | null): ListState =>
  draft === null || draft === state.search
    ? state
    : { ...state, search: draft, searchField: draft === '' ? '' : state.searchField, page: 1 };

/**
 * The state of a paged list, kept in the URL query: what the controls show changes at once, `settled` (what
 * the data hook fetches) follows 500 ms after the last change. Changes of search, sort, filter and page size go
 * back to page 1. Page, size, sort and filter changes push a history entry, so back and forward walk through
 * them. `config` is read on every change, so it may be an inline object.
 *
 * The search text is the hook's own state while it is typed: the URL is written from it 500 ms after the last
 * key (the first search pushes an entry, a changed one replaces it) and is never read back into the box while
 * typing, because the router renders a navigation later than the key that caused it and a box fed from the URL
 * would drop the keys typed meanwhile. A navigation the hook did not make (back, a link) drops the typed text.
 */
export function useUrlListState(config: ListStateConfig) {
  const location = useLocation();
  const navigate = useNavigate();
  const configRef = useRef(config);
  configRef.current = config;

  const [draft, setDraft] = useState<string | null>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const commitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelCommit = useCallback(() => {
    if (commitTimer.current !== null) clearTimeout(commitTimer.current);
    commitTimer.current = null;
  }, []);

  const urlState = readListState(new URLSearchParams(location.search), config);
  const key = listStateKey(withDraft(urlState, draft), config);
  // One object per distinct state: the debounce and SWR see a change only when the list really changed (also
  // when the URL catches up with the typed text).
  const state = useMemo(() => readListState(new URLSearchParams(key), configRef.current), [key]);
  const settled = useDebounce(state, LIST_DEBOUNCE_MS);

  // Several changes in one event must compose, before the router has rendered the first one: `latest` is the
  // URL the hook last asked for, `written` the ones the router has not rendered yet.
  const latest = useRef({ pathname: location.pathname, search: location.search });
  const written = useRef<string[]>([]);
  useLayoutEffect(() => {
    const own = written.current.indexOf(location.search);
    if (own >= 0) {
      written.current.splice(0, own + 1);
      if (written.current.length > 0) return;
    } else {
      written.current = [];
      cancelCommit();
      setDraft(null);
    }
    latest.current = { pathname: location.pathname, search: location.search };
  }, [location.pathname, location.search, cancelCommit]);
  // The typed text is the URL's once the router has rendered it (unless more was typed meanwhile).
  const urlSearch = urlState.search;
  useEffect(() => {
    if (draft !== null && commitTimer.current === null && draft === urlSearch) setDraft(null);
  }, [draft, urlSearch]);
  useEffect(() => cancelCommit, [cancelCommit]);

  const update = useCallback(
    (change: (current: ListState) => ListState, history: History | ((current: ListState) => History)) => {
      // A change made while a search is typed carries the typed text with it.
      cancelCommit();
      const params = new URLSearchParams(latest.current.search);
      const inUrl = readListState(params, configRef.current);
      const current = withDraft(inUrl, draftRef.current);
      const next = change(current);
      const text = writeListState(params, next, configRef.current).toString();
      const search = text ? `?${text}` : '';
      if (search === latest.current.search) return;
      latest.current = { ...latest.current, search };
      written.current.push(search);
      navigate(
        { pathname: latest.current.pathname, search },
        { replace: (typeof history === 'function' ? history(inUrl) : history) === 'replace' },
      );
    },
    [navigate, cancelCommit],
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
    (search: string) => {
      setDraft(search);
      draftRef.current = search;
      cancelCommit();
      commitTimer.current = setTimeout(() => {
        commitTimer.current = null;
        update(
          (s) => s,
          // The first search starts a new entry (back returns to the list before it); a changed one replaces it.
          (inUrl) => (inUrl.search === '' ? 'push' : 'replace'),
        );
      }, LIST_DEBOUNCE_MS);
    },
    [update, cancelCommit],
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
