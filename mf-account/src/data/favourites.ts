import { apiFetch, getJson, OPERATION_FAILED_MESSAGE, type TabListItem } from '@acorduri/contracts';
import { useCallback } from 'react';
import useSWR from 'swr';

export const FAVOURITES_KEY = '/api/user/tab/favourites';

export interface FavouriteList {
  readonly tabs: TabListItem[];
}

/** The server answered something other than true: the spec's 'A aparut o eroare.'. */
export class RemovalRefused extends Error {
  constructor() {
    super(OPERATION_FAILED_MESSAGE);
  }
}

/** The signed-in user's favourite tabs, and their removal (kept only when the server answers true). */
export function useFavourites() {
  const swr = useSWR<FavouriteList>(FAVOURITES_KEY, getJson);
  const { mutate } = swr;

  const remove = useCallback(
    async (id: string) => {
      const removed = await apiFetch<unknown>(FAVOURITES_KEY, { method: 'DELETE', body: { id } });
      if (removed !== true) throw new RemovalRefused();
      await mutate((list) => list && { ...list, tabs: list.tabs.filter((tab) => tab.id !== id) }, {
        revalidate: false,
      });
    },
    [mutate],
  );

  return { ...swr, remove };
}
