import {
  type TabDetail,
  type TabListFilter,
  type TabListOptions,
  type TabListResponse,
  tabBySlugsKey,
  tabListKey,
} from '@acorduri/contracts';
import { useApi } from './swr';

/** GET /api/tab: a page of public tabs found by text, category, artist or author. */
export function useTabList(filter: TabListFilter | null, options: TabListOptions) {
  return useApi<TabListResponse>(filter ? tabListKey(filter, options) : null);
}

/** GET /api/tab/by-slug/{artistSlug}/{tabSlug}: one tab with its encrypted body. */
export function useTabBySlugs(artistSlug: string, tabSlug: string) {
  return useApi<TabDetail>(tabBySlugsKey(artistSlug, tabSlug));
}
