import {
  type AdminReleaseCanaryPayload,
  type AdminReleaseListQuery,
  type AdminVisitorGroup,
  AREA_FOLDERS,
  type AreaName,
  adminReleaseCanaryBody,
  adminReleaseListQuery,
  adminReleasePromoteBody,
  adminReleaseRemoteBody,
  adminVisitorGroupBody,
  type VisitorGroup,
} from '@acorduri/contracts';
import { type Visitor, visitorFromCookie } from '@acorduri/release';
import { type Request, Router } from 'express';
import { recordAdminAction } from '../admin/adminAudit';
import type { AppConfig } from '../config/config';
import { EVENT, type EventCode } from '../events/eventTypes';
import { writeLimiter } from '../http/rateLimit';
import { bodyOf, queryOf, validate } from '../http/validate';
import {
  listReleases,
  promoteRelease,
  rollbackRelease,
  startReleaseCanary,
  stopReleaseCanary,
} from './adminRelease.service';
import { appReleaseStore } from './releaseRegistry';
import { groupCookieValue, setGroupCookie, visitorOf } from './visitorGroup';

const groupOf = ({ group, bucket }: Visitor): AdminVisitorGroup => ({ group, bucket });

const audit = (req: Request, code: EventCode, release: { remote: AreaName; version: string }) =>
  recordAdminAction(req, code, `release ${AREA_FOLDERS[release.remote]} ${release.version}`);

/**
 * /api/admin/releases (behind adminRoutes' guard): the Versiuni list, promote, rollback, canary start/stop (each
 * answers the release it changed and is recorded in the admin log), and the admin's own canary group.
 */
export function adminReleaseRoutes(config: AppConfig): Router {
  const router = Router();
  const store = appReleaseStore(config);

  router.get('/releases', validate({ query: adminReleaseListQuery }), async (req, res) => {
    res.json(await listReleases(store, queryOf<AdminReleaseListQuery>(req)));
  });
  router.put(
    '/releases/promote',
    writeLimiter,
    validate({ body: adminReleasePromoteBody }),
    async (req, res) => {
      const { remote, version } = bodyOf<{ remote: AreaName; version: string }>(req);
      const release = await promoteRelease(store, remote, version);
      await audit(req, EVENT.adminReleasePromoted, release);
      res.json(release);
    },
  );
  router.put(
    '/releases/rollback',
    writeLimiter,
    validate({ body: adminReleaseRemoteBody }),
    async (req, res) => {
      const release = await rollbackRelease(store, bodyOf<{ remote: AreaName }>(req).remote);
      await audit(req, EVENT.adminReleaseRolledBack, release);
      res.json(release);
    },
  );
  router.put(
    '/releases/canary',
    writeLimiter,
    validate({ body: adminReleaseCanaryBody }),
    async (req, res) => {
      const { remote, version, audience, share } = bodyOf<AdminReleaseCanaryPayload>(req);
      const release = await startReleaseCanary(store, remote, {
        version,
        audience,
        share: audience === 'share' ? (share ?? 0) : 0,
      });
      await audit(req, EVENT.adminReleaseCanaryStarted, release);
      res.json(release);
    },
  );
  router.put(
    '/releases/canary/stop',
    writeLimiter,
    validate({ body: adminReleaseRemoteBody }),
    async (req, res) => {
      const release = await stopReleaseCanary(store, bodyOf<{ remote: AreaName }>(req).remote);
      await audit(req, EVENT.adminReleaseCanaryStopped, release);
      res.json(release);
    },
  );
  router.get('/releases/group', (req, res) => {
    res.json(groupOf(visitorOf(req)));
  });
  // The admin's own browser only: nothing visitors get changes, so it is not an audited write.
  router.put('/releases/group', validate({ body: adminVisitorGroupBody }), (req, res) => {
    const value = groupCookieValue(bodyOf<{ group: VisitorGroup }>(req).group);
    setGroupCookie(req, res, config.session, value);
    res.json(groupOf(visitorFromCookie(value, true)));
  });
  return router;
}
