import {
  apiFetch,
  type CommentView,
  idempotentAction,
  OPERATION_FAILED_MESSAGE,
  type RatingResult,
  type TabListResponse,
} from '@acorduri/contracts';
import { useApi } from './swr';

export const FAVOURITES_KEY = '/api/user/tab/favourites';

/** The signed-in user's favourites (null key while anonymous). */
export function useFavouriteTabs(signedIn: boolean) {
  return useApi<Pick<TabListResponse, 'tabs'>>(signedIn ? FAVOURITES_KEY : null);
}

export const addFavourite = (id: string) =>
  apiFetch<unknown>(FAVOURITES_KEY, { method: 'POST', body: { id } });

/** Spec §4: a removal counts only when the server answers true. */
export async function removeFavourite(id: string): Promise<void> {
  const answer = await apiFetch<unknown>(FAVOURITES_KEY, { method: 'DELETE', body: { id } });
  if (answer !== true) throw new Error(OPERATION_FAILED_MESSAGE);
}

const sendRating = idempotentAction((body: { id: string; rating: number }, idempotencyKey: string) =>
  apiFetch<RatingResult>('/api/user/tab/rate', { method: 'PUT', body, idempotencyKey }),
);
export const rateTab = (id: string, rating: number) => sendRating({ id, rating });

const sendComment = idempotentAction((body: { tabId: string; body: string }, idempotencyKey: string) =>
  apiFetch<CommentView>('/api/user/comment', { method: 'POST', body, idempotencyKey }),
);
export const postComment = (tabId: string, body: string) => sendComment({ tabId, body });

/** Spec §7: a delete counts only when the server answers true. */
export async function deleteComment(id: string): Promise<void> {
  const answer = await apiFetch<unknown>('/api/user/comment', { method: 'DELETE', body: { id } });
  if (answer !== true) throw new Error(OPERATION_FAILED_MESSAGE);
}
