import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/config';
import { matchRoute } from '../seo/routeMatch';
import { loadManifest } from '../site/remotesManifest';
import { certainRemotes, chunkGroupsReader, preloadTags } from '../site/routePreloads';
import { appReleaseStore } from './releaseRegistry';
import { visitorOf } from './visitorGroup';

/**
 * How long pages reuse what they read of the remotes manifest and the release states, and the tags made of them:
 * every page asks, a promotion or a canary reaches the pages' preloads within this time (/mf/remotes.json reads
 * them each time).
 */
const RELEASES_VIEW_MS = 1000;

/** The last answer of `read` while younger than `ms` (a failed read is not kept). */
function recentAnswer<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; answer: Promise<T> } | undefined;
  return () => {
    if (kept && Date.now() - kept.at < ms) return kept.answer;
    const answer = read();
    const entry = { at: Date.now(), answer };
    kept = entry;
    answer.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return answer;
  };
}

/**
 * The preload tags of a page for this browser: the same remotes (live, or its canary group's versioned folders)
 * that /mf/remotes.json will give it.
 */
export function pagePreloads(config: AppConfig): (req: Request) => Promise<string> {
  const store = appReleaseStore(config);
  const readGroups = chunkGroupsReader();
  const folders = { webRoot: config.webRoot, releasesDir: config.releases.dir };
  const releases = recentAnswer(RELEASES_VIEW_MS, () =>
    Promise.all([loadManifest(config.mfManifestFile), store.areaStates()]),
  );
  // A page's tags depend on its route (not its parameters: every tab page has the same) and the remotes its browser
  // loads: the same for most visitors.
  const tagsOf = new LRUCache<string, string>({ max: 1_000, ttl: RELEASES_VIEW_MS });
  return async (req) => {
    const [base, states] = await releases();
    const remotes = certainRemotes(base.remotes, states, visitorOf(req));
    const route = matchRoute(req.path)?.route.path ?? '';
    const key = `${route}|${remotes.map((remote) => remote.entry).join('|')}`;
    let tags = tagsOf.get(key);
    if (tags === undefined) {
      tags = await preloadTags({ pathname: req.path, remotes, folders, readGroups });
      tagsOf.set(key, tags);
    }
    return tags;
  };
}
