import {
  type ArtistDataFile,
  type ArtistListResponse,
  type ArtistView,
  apiFetch,
  type TagDataFile,
  type TagView,
} from '@acorduri/contracts';
import useSWR from 'swr';

interface CacheStamps {
  readonly files: Readonly<Record<string, string | number>>;
}

/**
 * A static summary under /cache/, addressed with its current timestamp (spec §7) so the browser may keep it;
 * undefined when the API has not generated that file.
 */
async function cacheFile<T>(file: string): Promise<T | undefined> {
  const { files } = await apiFetch<CacheStamps>('/api/cache');
  const stamp = files[file];
  if (stamp === undefined) return undefined;
  return apiFetch<T>(`/cache/${file}`, { query: { t: stamp } });
}

/** Every artist of the catalogue: the cached artist-data.json, else the first 500 by name from the API. */
export async function fetchArtistCatalogue(): Promise<ArtistView[]> {
  const cached = await cacheFile<ArtistDataFile>('artist-data.json');
  if (cached) return cached.artists;
  const { artists } = await apiFetch<ArtistListResponse>('/api/artist', {
    query: { limit: 500, offset: 0, orderby: 'name', sort: 'asc' },
  });
  return artists;
}

/** The public categories (tag-data.json). */
export async function fetchTagCatalogue(): Promise<TagView[]> {
  const cached = await cacheFile<TagDataFile>('tag-data.json');
  return cached?.tags ?? [];
}

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export const useArtistCatalogue = () => useSWR('catalogue:artists', fetchArtistCatalogue, STATIC);
export const useTagCatalogue = () => useSWR('catalogue:tags', fetchTagCatalogue, STATIC);
