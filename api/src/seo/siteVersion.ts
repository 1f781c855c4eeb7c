import type { RequestHandler } from 'express';
import { cacheFiles } from '../cache/cacheFiles';

/** 'local': a write on this instance; 'peer': another instance said it wrote (so it is not sent back). */
export type ChangeOrigin = 'local' | 'peer';

/**
 * What a write changed. Without `keys`, anything may have changed: every kept page and answer is dropped. With
 * them, only what those keys name changed (`tabKey(id)`: a tab's own counters or draft flag, after a favourite, a
 * vote, a comment or a proposed edit, or its text after an edit in place; CACHE_FILES_KEY: a regenerated cache
 * file; SITEMAPS_KEY: a page's lastmod): answers that depend on one of the keys are dropped, lists (which may show
 * any tab) are kept a short while more (LIST_STALE_MS).
 */
export interface ContentChange {
  readonly keys?: readonly string[];
}

/** The key of one tab's own data. */
export const tabKey = (id: string) => `tab:${id}`;
/** The key of the cache files' stamps (GET /api/cache). */
export const CACHE_FILES_KEY = 'cache-files';
/** The key of the sitemaps: a tab edited in place changes its page's lastmod, not what the sitemaps list. */
export const SITEMAPS_KEY = 'sitemaps';

type ContentListener = (origin: ChangeOrigin, change: ContentChange) => void;

/** How long a list, a search or a page of lists may be answered after a change to some tab's counters. */
export const LIST_STALE_MS = 10_000;
/**
 * How long a list answer stays fresh through changes of some tabs' counters: with a favourite, a vote or a comment
 * every second, each kept list, search and autocomplete answer would otherwise be read again every second.
 */
export const LIST_REFRESH_MS = 5_000;
/** Beyond this many keys changed since the last full change, the key versions start again from a full one. */
const MAX_TRACKED_KEYS = 50_000;
/** How many recent list versions remember when they began (older stale answers are simply read again). */
const LIST_VERSION_HISTORY = 1024;

let version = 0;
let listVersion = 0;
const keyVersions = new Map<string, number>();
const listVersionStarted = new Map<number, number>();
const listeners = new Set<ContentListener>();

/** The stamp of the site's content: bumped by every change that is not limited to some keys. */
export function siteVersion(): number {
  return version;
}

/** What an answer was computed under: it is compared with the current content when it is asked for again. */
export interface ContentStamp {
  readonly version: number;
  readonly listVersion: number;
  /** The versions of the keys the answer depends on (the tab a tab page shows, the cache files' stamps). */
  readonly keys: ReadonlyMap<string, number>;
  /** When it was taken (ms since the epoch). */
  readonly at: number;
}

export function contentStamp(keys: readonly string[] = [], now = Date.now()): ContentStamp {
  return {
    version,
    listVersion,
    keys: new Map(keys.map((key) => [key, keyVersions.get(key) ?? 0])),
    at: now,
  };
}

/** Whether two stamps were taken with no change between them. */
export const sameContent = (a: ContentStamp, b: ContentStamp) =>
  a.version === b.version && a.listVersion === b.listVersion;

/**
 * 'detail': an answer that depends on its keys only (a tab shown in full), kept until one of them or the whole
 * content changes. 'list': an answer that may show any tab's title and counters, fresh for LIST_REFRESH_MS after
 * it was read whatever keys changed, then kept LIST_STALE_MS after the first of them changed while one request
 * reads it again.
 */
export type AnswerFamily = 'detail' | 'list';

/** 'fresh': serve it; 'stale': serve it while one request reads it again; 'expired': read it again first. */
export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshnessOf(stamp: ContentStamp, family: AnswerFamily, now = Date.now()): Freshness {
  if (stamp.version !== version) return 'expired';
  for (const [key, seen] of stamp.keys) if ((keyVersions.get(key) ?? 0) !== seen) return 'expired';
  if (family === 'detail' || stamp.listVersion === listVersion || now - stamp.at < LIST_REFRESH_MS)
    return 'fresh';
  const staleSince = listVersionStarted.get(stamp.listVersion + 1);
  return staleSince !== undefined && now - staleSince <= LIST_STALE_MS ? 'stale' : 'expired';
}

/**
 * The one invalidation hook of everything rendered from the content (page heads, embedded data, sitemaps, kept
 * answers). A write on this instance calls it through `contentWrites`; with several API instances, a bridge
 * publishes the 'local' changes it hears through `onContentChanged` and calls `contentChanged('peer', …)` for
 * the others' ones.
 */
export function contentChanged(origin: ChangeOrigin = 'local', change: ContentChange = {}): void {
  const { keys } = change;
  if (keys && keyVersions.size + keys.length <= MAX_TRACKED_KEYS) {
    for (const key of keys) keyVersions.set(key, (keyVersions.get(key) ?? 0) + 1);
  } else {
    version += 1;
    keyVersions.clear();
  }
  listVersion += 1;
  listVersionStarted.set(listVersion, Date.now());
  listVersionStarted.delete(listVersion - LIST_VERSION_HISTORY);
  for (const listener of listeners) listener(origin, change);
}

/** Runs `listener` after every content change; answers the function that stops it. */
export function onContentChanged(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

declare global {
  namespace Express {
    interface Locals {
      /** Set by a write whose effect is limited to what some keys name (see ContentChange). */
      contentChange?: ContentChange;
    }
  }
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
 * change. Catching them at the HTTP boundary keeps one hook for all services, including those written later: a
 * write is a change of everything unless its handler narrowed it in `res.locals.contentChange`.
 */
export const contentWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method) && !NON_CONTENT_WRITES.test(req.path)) {
    res.on('finish', () => {
      if (res.statusCode < 400) contentChanged('local', res.locals.contentChange);
    });
  }
  next();
};

// Cache files are regenerated a moment after the writes that change them; pages embed their content and stamps.
cacheFiles.onWritten(() => contentChanged('local', { keys: [CACHE_FILES_KEY] }));
