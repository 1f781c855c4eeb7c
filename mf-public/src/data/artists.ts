import type { ArtistListResponse, ArtistView, TabRequestList } from '@acorduri/contracts';
import { apiKey, useApi } from './swr';

/** The letter page loads up to 500 artists from offset 0 (spec §7). */
export const LETTER_PAGE_LIMIT = 500;

export function useArtistsOfLetter(letterId: number | null) {
  return useApi<ArtistListResponse>(
    letterId === null
      ? null
      : apiKey('/api/artist', { letterId, limit: LETTER_PAGE_LIMIT, offset: 0, orderby: 'name' }),
  );
}

export function useArtist(slug: string) {
  return useApi<ArtistView>(`/api/artist/${encodeURIComponent(slug)}`);
}

export function useArtistRequests(artistSlug: string | null) {
  return useApi<TabRequestList>(
    artistSlug
      ? apiKey('/api/request', { artistSlug, limit: 100, orderby: 'voteCount', sort: 'desc' })
      : null,
  );
}
