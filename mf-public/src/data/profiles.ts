import type { ContributorList, PublicProfile, TabListResponse } from '@acorduri/contracts';
import { getJson, profileKey } from '@acorduri/contracts';
import useSWRInfinite from 'swr/infinite';
import { apiKey, useApi } from './swr';

export const CONTRIBUTORS_PER_PAGE = 100;
/** Spec §7: the tab-by-author list uses 50 per page sorted by artist ascending. */
export const CONTRIBUTIONS_PER_PAGE = 50;

export function useContributors(page: number) {
  return useApi<ContributorList>(
    apiKey('/api/contributor', { limit: CONTRIBUTORS_PER_PAGE, offset: (page - 1) * CONTRIBUTORS_PER_PAGE }),
  );
}

export function useProfile(slug: string | null) {
  return useApi<PublicProfile>(slug ? profileKey(slug) : null);
}

/** The author's public tabs, 50 at a time, with 'load more'. */
export function useContributions(userSlug: string | null) {
  const pages = useSWRInfinite<TabListResponse>(
    (index) =>
      userSlug
        ? apiKey('/api/tab', {
            userSlug,
            limit: CONTRIBUTIONS_PER_PAGE,
            offset: index * CONTRIBUTIONS_PER_PAGE,
            orderby: 'artist',
            sort: 'asc',
          })
        : null,
    getJson,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const tabs = pages.data?.flatMap((page) => page.tabs) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  return {
    tabs,
    total,
    error: pages.error as unknown,
    isLoading: !pages.data && !pages.error && userSlug !== null,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    loadMore: () => pages.setSize(pages.size + 1),
  };
}
