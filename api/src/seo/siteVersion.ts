import type { RequestHandler } from 'express';
import { cacheFiles } from '../cache/cacheFiles';

/** 'local': a write on this instance; 'peer': another instance said it wrote (so it is not sent back). */
export type ChangeOrigin = 'local' | 'peer';
type ContentListener = (origin: ChangeOrigin) => void;

let version = 0;
const listeners = new Set<ContentListener>();

/** The stamp of the site's content: pages and sitemaps rendered under an older stamp are not served again. */
export function siteVersion(): number {
  return version;
}

/**
 * The one invalidation hook of everything rendered from the content (page heads, embedded data, sitemaps).
 * A write on this instance calls it through `contentWrites`; with several API instances, a bridge publishes the
 * 'local' changes it hears through `onContentChanged` and calls `contentChanged('peer')` for the others' ones.
 */
export function contentChanged(origin: ChangeOrigin = 'local'): void {
  version += 1;
  for (const listener of listeners) listener(origin);
}

/** Runs `listener` after every content change; answers the function that stops it. */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Marks every successful API write (admin or user: a tab, an artist, a rating, a lesson, …) as a content change.
 * Catching them at the HTTP boundary keeps one hook for all services, including those written later.
 */
export const contentWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method)) {
    res.on('finish', () => {
      if (res.statusCode < 400) contentChanged();
    });
  }
  next();
};

// Cache files are regenerated a moment after the writes that change them; pages embed their content and stamps.
cacheFiles.onWritten(() => contentChanged());
