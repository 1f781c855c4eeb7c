import type { TabListItem } from '@acorduri/contracts';
import { MESSAGES } from '../../messages';

/** Public and without a pending edit: the only state in which the tab's public pages show this version. */
export const isLive = (tab: TabListItem): boolean => tab.isPublic && !tab.draftAvailable;

/** The admins' last decision was a rejection and nothing was sent since (#29). */
export const isRejected = (tab: TabListItem): boolean =>
  !tab.pendingReview && !tab.draftAvailable && tab.review?.outcome === 'rejected';

/**
 * Spec §2: 'Așteaptă aprobarea' while a draft waits or the tab is not public yet, otherwise 'Public'; 'Respinsă'
 * after the admins turned the last submission or edit down (#29).
 */
export function tabStatus(tab: TabListItem): string {
  if (isRejected(tab)) return MESSAGES.statusRejected;
  return isLive(tab) ? MESSAGES.statusPublic : MESSAGES.statusPending;
}

/** The edit the author last wrote: the draft while it waits, and after a rejection (the author keeps the text). */
const lastDraft = (tab: TabListItem) => (tab.draftAvailable || isRejected(tab) ? (tab.draft ?? null) : null);

/** The title the author last wrote: the draft's while it waits or after a rejection. */
export const shownTitle = (tab: TabListItem): string => lastDraft(tab)?.title ?? tab.title;

/** The artist the author last chose: the draft's, else the catalogue artist or the temporary name. */
export function shownArtist(tab: TabListItem): string {
  const draft = lastDraft(tab);
  if (draft) return draft.artistName ?? draft.tempArtistName ?? '';
  return tab.artist.name || tab.artist.tempName || '';
}
