import { type CommentList, getJson } from '@acorduri/contracts';
import useSWRInfinite from 'swr/infinite';
import { apiKey } from './swr';

/** Spec §9: comments load 10 at a time, newest first. */
export const COMMENT_BATCH = 10;

export function useTabComments(tabId: string | undefined) {
  const pages = useSWRInfinite<CommentList>(
    (index) =>
      tabId
        ? apiKey('/api/comment', {
            filterTabId: tabId,
            limit: COMMENT_BATCH,
            offset: index * COMMENT_BATCH,
            orderby: 'createdAt',
            sort: 'desc',
          })
        : null,
    getJson,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  return {
    comments: pages.data?.flatMap((page) => page.comments) ?? [],
    total: pages.data?.[0]?.total ?? 0,
    isLoading: !pages.data && !pages.error && Boolean(tabId),
    error: pages.error as unknown,
    loadMore: () => pages.setSize(pages.size + 1),
  };
}
