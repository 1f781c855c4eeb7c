import path from 'node:path';
import { AREA_FOLDERS, AREAS } from '@acorduri/contracts';
import { drawBucket, hasCanary, needsBucket, resolveRemotes } from '@acorduri/release';
import express, { Router } from 'express';
import { sessionMiddleware } from '../auth/session.middleware';
import type { AppConfig } from '../config/config';
import { precompressedBrotli } from '../site/precompressedBrotli';
import { loadManifest } from '../site/remotesManifest';
import { appReleaseStore } from './releaseRegistry';
import { setGroupCookie, visitorOf } from './visitorGroup';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * `/mf/remotes.json` for this browser (its live releases, or its canary group's) and the release folders
 * `/mf/<folder>/<version>/…`. A release folder never changes, so every file in it is cached for a year, the
 * remote entry included; the unversioned builds fall through to staticSite's `/mf/<folder>/` (revalidated entry).
 */
export function releasedRemotesRoutes(config: AppConfig): Router {
  const router = Router();
  const store = appReleaseStore(config);
  router.get('/mf/remotes.json', sessionMiddleware(config.session), async (req, res, next) => {
    try {
      const [base, states] = await Promise.all([loadManifest(config.mfManifestFile), store.areaStates()]);
      let visitor = visitorOf(req);
      if (needsBucket(states, visitor)) {
        visitor = { ...visitor, bucket: drawBucket() };
        setGroupCookie(req, res, config.session, String(visitor.bucket));
      }
      // The answer depends on the cookie; while a canary runs no shared cache may keep one browser's copy.
      res.setHeader('Vary', 'Cookie');
      res.setHeader('Cache-Control', hasCanary(states) ? 'private, no-cache' : 'no-cache');
      res.json({ remotes: resolveRemotes(base.remotes, states, visitor) });
    } catch (error) {
      next(error);
    }
  });
  for (const area of AREAS) {
    const folder = AREA_FOLDERS[area];
    const releases = path.join(config.releases.dir, folder);
    router.use(
      `/mf/${folder}`,
      precompressedBrotli(releases),
      express.static(releases, {
        index: false,
        fallthrough: true,
        setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`),
      }),
    );
  }
  return router;
}
