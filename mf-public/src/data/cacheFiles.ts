import {
  type ArtistDataFile,
  CACHE_STAMPS_KEY,
  type CommentView,
  cacheFileKey,
  type TabCacheFile,
  type TagDataFile,
} from '@acorduri/contracts';
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

/** A file GET /api/cache does not list (not generated yet): nothing to fetch. */
export class MissingCacheFileError extends Error {
  constructor(file: CacheFileName) {
    super(`/cache/${file} lipsește`);
  }
}

/** One cache file, fetched once its timestamp is known (a new timestamp is a new URL, so never stale). */
export function useCacheFile<F extends CacheFileName>(file: F) {
  const stamps = useApi<CacheStamps>(CACHE_STAMPS_KEY);
  const stamp = stamps.data?.files[file];
  const content = useApi<CacheFiles[F]>(stamp === undefined ? null : cacheFileKey(file, stamp));
  const missing = stamps.data && stamp === undefined ? new MissingCacheFileError(file) : undefined;
  const error = stamps.error ?? missing ?? content.error;
  return { data: content.data, error, isLoading: !content.data && !error };
}
