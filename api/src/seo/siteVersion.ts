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
 * Writes (paths under /api) that change nothing a page, a sitemap or a kept public answer shows: signing in and
 * out, a name check, password mail and changes, the contact form and a reader's own key and capo. Emptying every
 * kept answer for them made each sign-in cost the next readers a cold read.
 */
const NON_CONTENT_WRITES =
  /^\/(account\/(sign-in|sign-out|name-available|forgot-password|change-password)|contact|user\/reader-preferences\/[^/]+)\/?$/;

/**
 * Marks every other successful API write (admin or user: a tab, an artist, a rating, a lesson, …) as a content
 * change. Catching them at the HTTP boundary keeps one hook for all services, including those written later.
 */
export const contentWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method) && !NON_CONTENT_WRITES.test(req.path)) {
    res.on('finish', () => {
      if (res.statusCode < 400) contentChanged();
    });
  }
  next();
};

// Cache files are regenerated a moment after the writes that change them; pages embed their content and stamps.
cacheFiles.onWritten(() => contentChanged());
