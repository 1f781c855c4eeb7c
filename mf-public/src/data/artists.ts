import {
  type ArtistListResponse,
  type ArtistView,
  apiKey,
  artistKey,
  artistsOfLetterKey,
  type TabRequestList,
} from '@acorduri/contracts';
import { useApi } from './swr';

export function useArtistsOfLetter(letterId: number | null) {
  return useApi<ArtistListResponse>(letterId === null ? null : artistsOfLetterKey(letterId));
}

export function useArtist(slug: string) {
  return useApi<ArtistView>(artistKey(slug));
}

export function useArtistRequests(artistSlug: string | null) {
  return useApi<TabRequestList>(
    artistSlug
      ? apiKey('/api/request', { artistSlug, limit: 100, orderby: 'voteCount', sort: 'desc' })
      : null,
  );
}
