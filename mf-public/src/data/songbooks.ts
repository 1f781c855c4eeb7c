import { SONGBOOK_API, type SongbookList } from '@acorduri/contracts';
import { useApi } from './swr';

/** A profile's public songbooks, last changed first. */
export const useProfileSongbooks = (profileSlug: string | null) =>
  useApi<SongbookList>(profileSlug ? SONGBOOK_API.ofProfile(profileSlug) : null);
