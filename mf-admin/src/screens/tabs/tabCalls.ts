import {
  type AttachmentKind,
  apiFetch,
  attachmentUploadForm,
  decryptTabBody,
  type TabDetail,
  type TabListItem,
} from '@acorduri/contracts';
import useSWR from 'swr';

export const ADMIN_TAB_PATH = '/api/admin/tab';
const ATTACHMENT_PATH = `${ADMIN_TAB_PATH}/attachment`;

/** A tab as the edit dialog uses it: the API's answer with its bodies decrypted (admin.md §7). */
export interface ReviewedTab {
  readonly tab: TabDetail;
  readonly body: string;
  /** The proposed body when a draft awaits approval, else null. */
  readonly draftBody: string | null;
}

export async function fetchAdminTab(id: string): Promise<ReviewedTab> {
  const tab = await apiFetch<TabDetail>(`${ADMIN_TAB_PATH}/${encodeURIComponent(id)}`);
  const encryptedDraft = tab.draftAvailable ? tab.draft?.body : undefined;
  const [body, draftBody] = await Promise.all([
    decryptTabBody(tab.body),
    encryptedDraft ? decryptTabBody(encryptedDraft) : null,
  ]);
  return { tab, body, draftBody };
}

/** How many tabs wait in the review queue; undefined until read. */
export function useReviewQueueCount(): number | undefined {
  const { data } = useSWR(`${ADMIN_TAB_PATH}?pendingReview=1&limit=1&offset=0`, (path: string) =>
    apiFetch<{ total: number }>(path),
  );
  return data?.total;
}

/** SWR key of one tab in the dialog; null keeps the call from being made. */
export const adminTabKey = (id: string | null) => (id ? ([ADMIN_TAB_PATH, id] as const) : null);

export const useAdminTab = (id: string | null) =>
  useSWR(adminTabKey(id), ([, tabId]) => fetchAdminTab(tabId), { revalidateOnFocus: false });

export interface AdminTabUpdate {
  readonly id: string;
  readonly title: string;
  readonly artistId: string;
  readonly body: string;
  readonly isPublic: boolean;
  readonly isExplicit: boolean;
  readonly tagIds: readonly string[];
}

export interface AdminTabApproval {
  readonly id: string;
  readonly title: string;
  readonly artistId: string;
  readonly body: string;
}

/** PUT /api/admin/tab: answers the updated list row. */
export const updateTab = (update: AdminTabUpdate) =>
  apiFetch<TabListItem>(ADMIN_TAB_PATH, { method: 'PUT', body: update });

/** PUT /api/admin/tab/approve: the (possibly corrected) proposal replaces the tab. */
export const approveDraft = (approval: AdminTabApproval) =>
  apiFetch<TabListItem>(`${ADMIN_TAB_PATH}/approve`, { method: 'PUT', body: approval });

/** Multipart upload of a tab's Guitar Pro or MIDI file; answers the stored file name. */
export const uploadAttachment = (tabId: string, kind: AttachmentKind, file: File) =>
  apiFetch<{ filename: string }>(ATTACHMENT_PATH, {
    method: 'POST',
    body: attachmentUploadForm(tabId, kind, file, file.name),
  });

export const removeAttachment = (tabId: string, kind: AttachmentKind) =>
  apiFetch<boolean>(ATTACHMENT_PATH, { method: 'DELETE', body: { tabId, kind } });
