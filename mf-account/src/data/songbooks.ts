import {
  apiFetch,
  type NewSongbookEntryPayload,
  type NewSongbookPayload,
  SONGBOOK_API,
  type Songbook,
  type SongbookEntryUpdatePayload,
  type SongbookList,
  type SongbookUpdatePayload,
} from '@acorduri/contracts';
import useSWR from 'swr';
import { fetchWithQuery, type Query } from './fetchers';

// The songbook calls (issue #18); screens show their failures. Paths and payloads live in contracts.

/** A page of the user's songbooks for the list state's query. */
export const useMySongbooks = (query: Query) =>
  useSWR<SongbookList>([SONGBOOK_API.mine, query] as const, fetchWithQuery, { keepPreviousData: true });

/** Every songbook of the user (at most 50), for the add-to-songbook menu. */
export const ALL_MY_SONGBOOKS: Query = { limit: 50, orderby: 'updatedAt', sort: 'desc' };

/** One songbook with its entries (the tabs' bodies come too, stage mode and offline reading use them). */
export const useSongbook = (id: string | undefined) =>
  useSWR<Songbook>(id ? SONGBOOK_API.one(id) : null, (path: string) => apiFetch<Songbook>(path));

export const createSongbook = (payload: NewSongbookPayload) =>
  apiFetch<Songbook>(SONGBOOK_API.mine, { method: 'POST', body: payload });

export const updateSongbook = (id: string, change: SongbookUpdatePayload) =>
  apiFetch<Songbook>(SONGBOOK_API.one(id), { method: 'PUT', body: change });

export const duplicateSongbook = (id: string) =>
  apiFetch<Songbook>(SONGBOOK_API.duplicate(id), { method: 'POST' });

export const deleteSongbook = (id: string) => apiFetch<unknown>(SONGBOOK_API.one(id), { method: 'DELETE' });

export const addSongbookEntry = (id: string, entry: NewSongbookEntryPayload) =>
  apiFetch<Songbook>(SONGBOOK_API.entries(id), { method: 'POST', body: entry });

export const updateSongbookEntry = (id: string, entryId: string, change: SongbookEntryUpdatePayload) =>
  apiFetch<Songbook>(SONGBOOK_API.entry(id, entryId), { method: 'PUT', body: change });

export const removeSongbookEntry = (id: string, entryId: string) =>
  apiFetch<Songbook>(SONGBOOK_API.entry(id, entryId), { method: 'DELETE' });

export const reorderSongbook = (id: string, entryIds: string[]) =>
  apiFetch<Songbook>(SONGBOOK_API.order(id), { method: 'PUT', body: { entryIds } });
