import type { SortDirection } from '@acorduri/contracts';

/** What a paged list shows: the controls read it and the URL query keeps it (reload, back/forward, links). */
export interface ListState {
  /** 1-based */
  readonly page: number;
  readonly pageSize: number;
  readonly orderby: string;
  readonly sort: SortDirection;
  readonly search: string;
  /** The 'Caută în' choice; '' searches every field. */
  readonly searchField: string;
  /** Only the filters that are set, as their URL text (yes/no as '1'/'0'). */
  readonly filters: Readonly<Record<string, string>>;
}

export interface ListStateConfig {
  readonly defaultSort: { readonly orderby: string; readonly sort: SortDirection };
  readonly pageSizes: readonly number[];
  readonly defaultPageSize: number;
  /** URL names of the filters; they must not be one of LIST_PARAMS. */
  readonly filterKeys: readonly string[];
  /** The orderby values the list accepts; a link with any other falls back to the default sort. */
  readonly orderbys?: readonly string[];
}

/** The URL names of the list state: short and readable, as in a pasted link. */
export const LIST_PARAMS = {
  page: 'page',
  pageSize: 'size',
  orderby: 'sort',
  sort: 'order',
  search: 'q',
  searchField: 'in',
} as const;

const RESERVED = new Set<string>(Object.values(LIST_PARAMS));

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** Reads the list state from a URL query; anything missing or malformed takes its default. */
export function readListState(params: URLSearchParams, config: ListStateConfig): ListState {
  const size = positiveInt(params.get(LIST_PARAMS.pageSize));
  const orderby = params.get(LIST_PARAMS.orderby);
  const sortText = params.get(LIST_PARAMS.sort);
  const knownOrderby =
    orderby !== null && orderby !== '' && (!config.orderbys || config.orderbys.includes(orderby));
  const search = params.get(LIST_PARAMS.search) ?? '';
  const filters: Record<string, string> = {};
  for (const key of config.filterKeys) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  return {
    page: positiveInt(params.get(LIST_PARAMS.page)) ?? 1,
    pageSize: size !== undefined && config.pageSizes.includes(size) ? size : config.defaultPageSize,
    orderby: knownOrderby ? orderby : config.defaultSort.orderby,
    sort:
      sortText === 'asc' || sortText === 'desc' ? sortText : knownOrderby ? 'asc' : config.defaultSort.sort,
    search,
    // 'Caută în' only means something while there is a search.
    searchField: search === '' ? '' : (params.get(LIST_PARAMS.searchField) ?? ''),
    filters,
  };
}

/**
 * Writes the list state into `params` (other parameters are kept), leaving out every default so that a plain
 * list has a plain URL.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  config: ListStateConfig,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...RESERVED, ...config.filterKeys]) next.delete(key);
  if (state.page > 1) next.set(LIST_PARAMS.page, String(state.page));
  if (state.pageSize !== config.defaultPageSize) next.set(LIST_PARAMS.pageSize, String(state.pageSize));
  if (state.orderby !== config.defaultSort.orderby || state.sort !== config.defaultSort.sort) {
    next.set(LIST_PARAMS.orderby, state.orderby);
    next.set(LIST_PARAMS.sort, state.sort);
  }
  if (state.search !== '') {
    next.set(LIST_PARAMS.search, state.search);
    if (state.searchField !== '') next.set(LIST_PARAMS.searchField, state.searchField);
  }
  for (const key of config.filterKeys) {
    const value = state.filters[key];
    if (value !== undefined && value !== '') next.set(key, value);
  }
  return next;
}

/** One text per distinct state, whatever the parameter order of the URL it came from. */
export const listStateKey = (state: ListState, config: ListStateConfig): string =>
  writeListState(new URLSearchParams(), state, config).toString();

/** Throws at definition time when a filter would shadow a list parameter (a programming error). */
export function assertFilterKeys(filterKeys: readonly string[]): void {
  const clash = filterKeys.find((key) => RESERVED.has(key));
  if (clash) throw new Error(`The filter '${clash}' has the name of a list parameter.`);
}
