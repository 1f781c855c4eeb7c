import { type ReleaseBeaconPayload, releaseBeaconBody } from '@acorduri/contracts';
import { Router } from 'express';
import type { AppConfig } from '../config/config';
import { writeLimiter } from '../http/rateLimit';
import { bodyOf, validate } from '../http/validate';
import { countLoadFailure } from './releaseFailures.service';
import { appReleaseStore } from './releaseRegistry';

/**
 * POST /api/mf/beacon: the shell could not load a release (sent with navigator.sendBeacon, so nobody reads the
 * answer). No sign-in; each address or user spends its write budget on it, so a loop cannot flood the counts.
 */
export function beaconRoutes(config: AppConfig): Router {
  const router = Router();
  const store = appReleaseStore(config);
  router.post('/mf/beacon', writeLimiter, validate({ body: releaseBeaconBody }), async (req, res) => {
    const { remote, version } = bodyOf<ReleaseBeaconPayload>(req);
    await countLoadFailure(store, remote, version);
    res.status(204).end();
  });
  return router;
}
