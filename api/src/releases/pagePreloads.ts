import type { Request } from 'express';
import type { AppConfig } from '../config/config';
import { loadManifest } from '../site/remotesManifest';
import { certainRemotes, chunkGroupsReader, preloadTags } from '../site/routePreloads';
import { appReleaseStore } from './releaseRegistry';
import { visitorOf } from './visitorGroup';

/**
 * The preload tags of a page for this browser: the same remotes (live, or its canary group's versioned folders)
 * that /mf/remotes.json will give it.
 */
export function pagePreloads(config: AppConfig): (req: Request) => Promise<string> {
  const store = appReleaseStore(config);
  const readGroups = chunkGroupsReader();
  const folders = { webRoot: config.webRoot, releasesDir: config.releases.dir };
  return async (req) => {
    const [base, states] = await Promise.all([loadManifest(config.mfManifestFile), store.areaStates()]);
    return preloadTags({
      pathname: req.path,
      remotes: certainRemotes(base.remotes, states, visitorOf(req)),
      folders,
      readGroups,
    });
  };
}
