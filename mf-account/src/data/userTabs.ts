import {
  type AttachmentKind,
  apiFetch,
  attachmentUploadForm,
  decryptTabBody,
  idempotentAction,
  type TabContentInput,
  type TabDetail,
  type TabDraftInput,
  type TabListItem,
  type TabListResponse,
} from '@acorduri/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { fetchWithQuery, type Query } from './fetchers';

export const USER_TAB_PATH = '/api/user/tab';

/** 'Transpunerile mele' for the list state's query; the previous page stays visible while the next loads. */
export const useMyTabs = (query: Query) =>
  useSWR<TabListResponse>([USER_TAB_PATH, query] as const, fetchWithQuery, { keepPreviousData: true });

/**
 * What the edit form starts from: the draft when one waits or was just rejected (the author's own text, kept), else
 * the tab itself, decrypted.
 */
export interface EditableTab {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly artistId: string | null;
  readonly artistName: string;
}

export async function fetchEditableTab(id: string): Promise<EditableTab> {
  const tab = await apiFetch<TabDetail>(`${USER_TAB_PATH}/${encodeURIComponent(id)}`);
  const rejected = !tab.pendingReview && tab.review?.outcome === 'rejected';
  const draft = tab.draftAvailable || rejected ? (tab.draft ?? null) : null;
  const encrypted = draft?.body ?? tab.body;
  return {
    id: tab.id,
    title: draft?.title ?? tab.title,
    body: await decryptTabBody(encrypted),
    artistId: draft ? draft.artistId : tab.artistId,
    artistName: draft
      ? (draft.artistName ?? draft.tempArtistName ?? '')
      : (tab.artist.tempName ?? tab.artist.name ?? ''),
  };
}

export const createTab = idempotentAction((body: TabContentInput, idempotencyKey: string) =>
  apiFetch<TabListItem>(USER_TAB_PATH, { method: 'POST', body, idempotencyKey }),
);

export const updateDraft = idempotentAction((body: TabDraftInput, idempotencyKey: string) =>
  apiFetch<unknown>(`${USER_TAB_PATH}/draft`, { method: 'PUT', body, idempotencyKey }),
);

/** Multipart upload of one attachment of an existing tab. */
export function uploadAttachment(tabId: string, kind: AttachmentKind, file: File) {
  return apiFetch<unknown>(`${USER_TAB_PATH}/attachment`, {
    method: 'POST',
    body: attachmentUploadForm(tabId, kind, file, file.name),
  });
}

/** Marks every cached page of 'Transpunerile mele' stale after a tab was added or edited. */
export function useRefreshMyTabs() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === USER_TAB_PATH, undefined, { revalidate: true }),
    [mutate],
  );
}
