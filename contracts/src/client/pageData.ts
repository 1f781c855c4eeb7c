import type { TabOrderBy } from '../tabs';
import { type QueryValue, toQueryString } from './apiFetch';

/**
 * The API writes the first data of a public page into its HTML as
 * `<script type="application/json" id="__ACORDURI_DATA__">{ "<SWR key>": <what the call answers> }</script>`,
 * so the page paints without waiting for a second round trip. Keys are built here, by the same functions the
 * remotes' data hooks use, so the server and the browser always name a call the same way.
 */
export const PAGE_DATA_ELEMENT_ID = '__ACORDURI_DATA__';

/** SWR key → the JSON its GET call answers. */
export type PageData = Readonly<Record<string, unknown>>;

/** The SWR key of a GET call: its path and query string, so equal calls share one cache entry. */
export const apiKey = (path: string, query: Readonly<Record<string, QueryValue>> = {}): string =>
  `${path}${toQueryString(query)}`;

export type TabListFilter =
  | { readonly search: string }
  | { readonly tagSlug: string }
  | { readonly artistSlug: string }
  | { readonly userSlug: string };

export interface TabListOptions {
  readonly page: number;
  readonly pageSize: number;
  readonly orderby?: TabOrderBy | undefined;
  readonly sort?: 'asc' | 'desc' | undefined;
}

/** The artist page lists every tab of the artist in one call (the API's largest page), by title. */
export const ARTIST_PAGE_TAB_LIST: TabListOptions = { page: 1, pageSize: 500, orderby: 'title', sort: 'asc' };
/** The letter page loads up to 500 artists from offset 0 (spec §7). */
export const LETTER_PAGE_LIMIT = 500;
export const CATEGORY_PAGE_SIZE = 10;
/** Search results per page: the screen and the server-rendered page ask for the same first page. */
export const SEARCH_PAGE_SIZE = 10;
export const LESSON_LIST_LIMIT = 100;

const slugPath = (prefix: string, ...slugs: string[]) =>
  `${prefix}/${slugs.map((slug) => encodeURIComponent(slug)).join('/')}`;

export const tabListKey = (filter: TabListFilter, options: TabListOptions): string =>
  apiKey('/api/tab', {
    ...filter,
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
    orderby: options.orderby,
    sort: options.sort,
  });
export const tabBySlugsKey = (artistSlug: string, tabSlug: string) =>
  slugPath('/api/tab/by-slug', artistSlug, tabSlug);
export const artistKey = (slug: string) => slugPath('/api/artist', slug);
export const artistsOfLetterKey = (letterId: number) =>
  apiKey('/api/artist', { letterId, limit: LETTER_PAGE_LIMIT, offset: 0, orderby: 'name' });
export const tagKey = (slug: string) => slugPath('/api/tag', slug);
export const lessonListKey = () => apiKey('/api/lesson', { limit: LESSON_LIST_LIMIT });
export const lessonKey = (slug: string) => slugPath('/api/lesson', slug);
export const profileKey = (slug: string) => slugPath('/api/profile', slug);
export const CACHE_STAMPS_KEY = '/api/cache';
/** A cache file's URL carries its stamp from GET /api/cache: a new file is a new URL. */
export const cacheFileKey = (file: string, stamp: number) => `/cache/${file}?t=${stamp}`;

interface ElementSource {
  getElementById(id: string): { textContent: string | null } | null;
}

const parsedPages = new WeakMap<object, PageData>();

/**
 * The data the server put in the page (parsed once per element); empty when there is none (dev servers, pages
 * the server had nothing for) or it does not parse. contracts also compiles for Node, whose types have no DOM.
 */
export function readPageData(
  source: ElementSource | undefined = (globalThis as { document?: ElementSource }).document,
): PageData {
  const element = source?.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return {};
  let data = parsedPages.get(element);
  if (!data) {
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? '');
      data = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PageData) : {};
    } catch {
      data = {};
    }
    parsedPages.set(element, data);
  }
  return data;
}

/** Whether the server sent this key's answer with the page (no need to ask for it again on first paint). */
export const isInPageData = (key: string, source?: ElementSource): boolean =>
  Object.hasOwn(readPageData(source), key);
