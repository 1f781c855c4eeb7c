import type { TabListItem } from '@acorduri/contracts';
import { MESSAGES } from '../../messages';

/** Public and without a pending edit: the only state in which the tab's public pages show this version. */
export const isLive = (tab: TabListItem): boolean => tab.isPublic && !tab.draftAvailable;

/** Spec §2: 'Așteaptă aprobarea' while a draft waits or the tab is not public yet, otherwise 'Public'. */
export const tabStatus = (tab: TabListItem): string =>
  isLive(tab) ? MESSAGES.statusPublic : MESSAGES.statusPending;

/** The title the author last wrote: the draft's while it waits. */
export const shownTitle = (tab: TabListItem): string =>
  tab.draftAvailable && tab.draft ? tab.draft.title : tab.title;

/** The artist the author last chose: the draft's, else the catalogue artist or the temporary name. */
export function shownArtist(tab: TabListItem): string {
  if (tab.draftAvailable && tab.draft) return tab.draft.artistName ?? tab.draft.tempArtistName ?? '';
  return tab.artist.name || tab.artist.tempName || '';
}
