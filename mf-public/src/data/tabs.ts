import type { TabDetail, TabListResponse } from '@acorduri/contracts';
import { apiKey, useApi } from './swr';

export type TabListFilter =
  | { readonly search: string }
  | { readonly tagSlug: string }
  | { readonly artistSlug: string }
  | { readonly userSlug: string };

export interface TabListOptions {
  readonly page: number;
  readonly pageSize: number;
  readonly orderby?: string;
  readonly sort?: 'asc' | 'desc';
}

/** GET /api/tab: a page of public tabs found by text, category, artist or author. */
export function useTabList(filter: TabListFilter | null, options: TabListOptions) {
  const key = filter
    ? apiKey('/api/tab', {
        ...filter,
        limit: options.pageSize,
        offset: (options.page - 1) * options.pageSize,
        orderby: options.orderby,
        sort: options.sort,
      })
    : null;
  return useApi<TabListResponse>(key);
}

/** GET /api/tab/by-slug/{artistSlug}/{tabSlug}: one tab with its encrypted body. */
export function useTabBySlugs(artistSlug: string, tabSlug: string) {
  return useApi<TabDetail>(
    `/api/tab/by-slug/${encodeURIComponent(artistSlug)}/${encodeURIComponent(tabSlug)}`,
  );
}
