import { apiFetch, type CommentList, OPERATION_FAILED_MESSAGE } from '@acorduri/contracts';
import { useCallback } from 'react';
import useSWR from 'swr';
import { fetchWithQuery, type Query } from './fetchers';

export const MY_COMMENTS_PATH = '/api/user/comment';

/** The signed-in user's comments for the list state's query; deletion needs the server's true. */
export function useMyComments(query: Query) {
  const swr = useSWR<CommentList>([MY_COMMENTS_PATH, query] as const, fetchWithQuery, {
    keepPreviousData: true,
  });
  const { mutate } = swr;

  const remove = useCallback(
    async (id: string) => {
      const deleted = await apiFetch<unknown>(MY_COMMENTS_PATH, { method: 'DELETE', body: { id } });
      if (deleted !== true) throw new Error(OPERATION_FAILED_MESSAGE);
      await mutate();
    },
    [mutate],
  );

  return { ...swr, remove };
}
