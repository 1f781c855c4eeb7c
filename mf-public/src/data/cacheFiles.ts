import type { ArtistDataFile, CommentView, TabCacheFile, TagDataFile } from '@acorduri/contracts';
import { useApi } from './swr';

/** The summaries the API writes under /cache/; their URL carries the file's timestamp from GET /api/cache. */
export interface CacheFiles {
  'latest-tabs.json': TabCacheFile;
  'top-favourites.json': TabCacheFile;
  'latest-comments.json': { comments: CommentView[] };
  'tag-data.json': TagDataFile;
  'artist-data.json': ArtistDataFile;
}

export type CacheFileName = keyof CacheFiles;

interface CacheStamps {
  files: Partial<Record<CacheFileName, number>>;
}

export const cacheFileUrl = (file: CacheFileName, stamp: number | undefined): string =>
  `/cache/${file}?t=${stamp ?? 0}`;

/** One cache file, fetched once its timestamp is known (a new timestamp is a new URL, so never stale). */
export function useCacheFile<F extends CacheFileName>(file: F) {
  const stamps = useApi<CacheStamps>('/api/cache');
  const stamp = stamps.data?.files[file];
  const content = useApi<CacheFiles[F]>(stamps.data ? cacheFileUrl(file, stamp) : null);
  return {
    data: content.data,
    error: stamps.error ?? content.error,
    isLoading: !content.data && !stamps.error && !content.error,
  };
}
