import { type AdminArtistOptions, type AdminTagOptions, getJson } from '@acorduri/contracts';
import type { LookupSource } from '@acorduri/list-toolkit';
import useSWR from 'swr';
import { COMPLETE_LIST_MESSAGES } from '../messages';

/** SWR keys of the complete lists, shared so that a screen adding an artist or tag can refresh them. */
export const ALL_ARTISTS_KEY = '/api/admin/artist/all';
export const ALL_TAGS_KEY = '/api/admin/tag/all';

const ONCE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** Every artist by name (admin.md §7: the tab edit dialog reads the complete list). */
export const useAllArtists = () => useSWR<AdminArtistOptions>(ALL_ARTISTS_KEY, getJson, ONCE);

/** Every tag, private ones included. */
export const useAllTags = () => useSWR<AdminTagOptions>(ALL_TAGS_KEY, getJson, ONCE);

/** The artist filter and dialog selects of the lists, from the same cached complete list. */
export const ARTIST_LOOKUP: LookupSource = {
  path: ALL_ARTISTS_KEY,
  toOptions: (data) =>
    (data as AdminArtistOptions).artists.map((artist) => ({ value: artist.id, label: artist.name })),
  errorMessage: COMPLETE_LIST_MESSAGES.artistsLoadFailed,
};

export const TAG_LOOKUP: LookupSource = {
  path: ALL_TAGS_KEY,
  toOptions: (data) => (data as AdminTagOptions).tags.map((tag) => ({ value: tag.id, label: tag.name })),
  errorMessage: COMPLETE_LIST_MESSAGES.tagsLoadFailed,
};
