import {
  type AdminReleaseCanaryPayload,
  AREA_FOLDERS,
  type AreaName,
  adminReleaseCanaryBody,
  adminReleasePromoteBody,
  adminReleaseRemoteBody,
  adminVisitorGroupBody,
  type VisitorGroup,
} from '@acorduri/contracts';
import { visitorFromCookie } from '@acorduri/release';
import { type Request, Router } from 'express';
import { recordAdminAction } from '../admin/adminAudit';
import type { AppConfig } from '../config/config';
import { EVENT } from '../events/eventTypes';
import { writeLimiter } from '../http/rateLimit';
import { bodyOf, validate } from '../http/validate';
import {
  listReleases,
  promoteRelease,
  rollbackRelease,
  startReleaseCanary,
  stopReleaseCanary,
} from './adminRelease.service';
import { appReleaseStore } from './releaseRegistry';
import { groupCookieValue, setGroupCookie, visitorOf } from './visitorGroup';

const subject = (remote: AreaName, version: string | null) =>
  `release ${AREA_FOLDERS[remote]}${version ? ` ${version}` : ''}`;

/**
 * /api/admin/releases (behind adminRoutes' guard): the releases of every area, promote, rollback, canary, and the
 * admin's own canary group. Each change of what visitors get is recorded in the admin log.
 */
export function adminReleaseRoutes(config: AppConfig): Router {
  const router = Router();
  const store = appReleaseStore(config);
  const list = (req: Request) => listReleases(store, visitorOf(req));

  router.get('/releases', async (req, res) => {
    res.json(await list(req));
  });
  router.post(
    '/releases/promote',
    writeLimiter,
    validate({ body: adminReleasePromoteBody }),
    async (req, res) => {
      const { remote, version } = bodyOf<{ remote: AreaName; version: string }>(req);
      await promoteRelease(store, remote, version);
      await recordAdminAction(req, EVENT.adminReleasePromoted, subject(remote, version));
      res.json(await list(req));
    },
  );
  router.post(
    '/releases/rollback',
    writeLimiter,
    validate({ body: adminReleaseRemoteBody }),
    async (req, res) => {
      const { remote } = bodyOf<{ remote: AreaName }>(req);
      const version = await rollbackRelease(store, remote);
      await recordAdminAction(req, EVENT.adminReleaseRolledBack, subject(remote, version));
      res.json(await list(req));
    },
  );
  router.put(
    '/releases/canary',
    writeLimiter,
    validate({ body: adminReleaseCanaryBody }),
    async (req, res) => {
      const { remote, version, audience, share } = bodyOf<AdminReleaseCanaryPayload>(req);
      await startReleaseCanary(store, remote, {
        version,
        audience,
        share: audience === 'share' ? (share ?? 0) : 0,
      });
      await recordAdminAction(req, EVENT.adminReleaseCanaryStarted, subject(remote, version));
      res.json(await list(req));
    },
  );
  router.delete(
    '/releases/canary',
    writeLimiter,
    validate({ body: adminReleaseRemoteBody }),
    async (req, res) => {
      const { remote } = bodyOf<{ remote: AreaName }>(req);
      const version = await stopReleaseCanary(store, remote);
      await recordAdminAction(req, EVENT.adminReleaseCanaryStopped, subject(remote, version));
      res.json(await list(req));
    },
  );
  // The admin's own browser only: nothing visitors get changes, so it is not an audited write.
  router.put('/releases/group', validate({ body: adminVisitorGroupBody }), async (req, res) => {
    const value = groupCookieValue(bodyOf<{ group: VisitorGroup }>(req).group);
    setGroupCookie(req, res, config.session, value);
    res.json(await listReleases(store, visitorFromCookie(value, true)));
  });
  return router;
}
