import {
  apiFetch,
  idempotentAction,
  type NewRequestPayload,
  REQUEST_MESSAGES,
  type TabRequestList,
  type TabRequestView,
  type VoteResult,
} from '@acorduri/contracts';
import { apiKey, useApi } from './swr';

export const REQUESTS_PAGE_SIZE = 10;

export const REQUEST_SORTS = {
  title: { orderby: 'title', sort: 'asc' },
  artist: { orderby: 'artist', sort: 'asc' },
  recent: { orderby: 'createdAt', sort: 'desc' },
  votes: { orderby: 'voteCount', sort: 'desc' },
} as const;

export type RequestSort = keyof typeof REQUEST_SORTS;

export function useRequests(sort: RequestSort, page: number) {
  return useApi<TabRequestList>(
    apiKey('/api/request', {
      ...REQUEST_SORTS[sort],
      limit: REQUESTS_PAGE_SIZE,
      offset: (page - 1) * REQUESTS_PAGE_SIZE,
    }),
  );
}

const sendVote = idempotentAction((body: { id: string }, idempotencyKey: string) =>
  apiFetch<VoteResult>('/api/user/request/vote', { method: 'PUT', body, idempotencyKey }),
);

/** PUT /api/user/request/vote: the new vote count; a retried vote carries the same Idempotency-Key. */
export const voteForRequest = (id: string) => sendVote({ id });

const sendRequest = idempotentAction((body: NewRequestPayload, idempotencyKey: string) =>
  apiFetch<Partial<TabRequestView> | undefined>('/api/user/request', {
    method: 'POST',
    body,
    idempotencyKey,
  }),
);

/** POST /api/user/request; an answer without id is the spec's 'Cererea nu a putut fi adăugată.'. */
export async function addRequest(payload: NewRequestPayload): Promise<TabRequestView> {
  const created = await sendRequest(payload);
  if (!created?.id) throw new Error(REQUEST_MESSAGES.notAdded);
  return created as TabRequestView;
}
