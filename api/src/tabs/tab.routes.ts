import {
  deleteTabBody,
  newTabBody,
  tabDraftBody,
  tabIdParams,
  tabListQuery,
  tabSlugParams,
  userTabListQuery,
} from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import type { AppConfig } from '../config/config';
import { idempotentWrite } from '../http/idempotency';
import { listLimiter, writeLimiter } from '../http/rateLimit';
import { sharedReadCache } from '../http/sharedReadCache';
import { validate } from '../http/validate';
import { tabKey } from '../seo/siteVersion';
import './tab.cache';
import { getTabs, tabController } from './tab.controller';
import { onlyTabIds } from './tabIdRoute';
import { userTabController } from './userTab.controller';

/** Public tabs (/api/tab…) and the signed-in user's own tabs (/api/user/tab…). */
export function tabRoutes(config: Pick<AppConfig, 'tabEncryptionPassphrase'>): Router {
  const router = Router();
  const publicTabs = tabController(config.tabEncryptionPassphrase);
  const own = userTabController(config.tabEncryptionPassphrase);
  const oneTab = sharedReadCache({ family: 'detail' });
  const tabById = sharedReadCache({ family: 'detail', keysOf: (req) => [tabKey(String(req.params.id))] });

  router.get(
    '/tab',
    sharedReadCache({ query: tabListQuery }),
    listLimiter,
    validate({ query: tabListQuery }),
    getTabs,
  );
  router.get(
    '/tab/by-slug/:artistSlug/:tabSlug',
    oneTab,
    validate({ params: tabSlugParams }),
    publicTabs.getTabBySlugs,
  );
  // onlyTabIds admits 24 hex digits only, what tabIdParams checks: the Joi pass could never fail here.
  router.get('/tab/:id', onlyTabIds, tabById, publicTabs.getTab);

  router.get('/user/tab', requireUser, validate({ query: userTabListQuery }), own.getOwnTabs);
  router.post(
    '/user/tab',
    requireUser,
    writeLimiter,
    idempotentWrite,
    validate({ body: newTabBody }),
    own.postTab,
  );
  router.put(
    '/user/tab/draft',
    requireUser,
    writeLimiter,
    idempotentWrite,
    validate({ body: tabDraftBody }),
    own.putDraft,
  );
  router.delete('/user/tab', requireUser, writeLimiter, validate({ body: deleteTabBody }), own.deleteTab);
  router.get('/user/tab/:id', onlyTabIds, requireUser, validate({ params: tabIdParams }), own.getOwnTab);
  return router;
}
