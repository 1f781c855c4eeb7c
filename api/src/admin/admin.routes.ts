import { Router } from 'express';
import type { AppDependencies } from '../appDependencies';
import { adminArtistRoutes } from '../artists/adminArtist.routes';
import { requireAdmin } from '../auth/guards';
import { adminChordSetRoutes } from '../chordSets/chordSet.routes';
import { adminChordRoutes } from '../chords/adminChord.routes';
import { adminCommentRoutes } from '../comments/adminComment.routes';
import { adminLogRoutes } from '../events/adminLog.routes';
import { adminLessonRoutes } from '../lessons/adminLesson.routes';
import { adminFileRoutes } from '../media/adminFile.routes';
import { adminReleaseRoutes } from '../releases/adminRelease.routes';
import { adminRequestRoutes } from '../requests/adminRequest.routes';
import { adminTabRoutes } from '../tabs/adminTab.routes';
import { adminTagRoutes } from '../tags/adminTag.routes';
import { adminUserRoutes } from '../users/adminUser.routes';

/**
 * Every /api/admin resource router, one line each. The admin guard is mounted once, in front of all of them, so a
 * route added here cannot be reached without it (test/admin.guard.test.ts enumerates the registered routes).
 */
export function adminRoutes(deps: AppDependencies): Router {
  const admin = Router();
  admin.use(requireAdmin);
  admin.use(adminArtistRoutes());
  admin.use(adminTagRoutes());
  admin.use(adminRequestRoutes());
  admin.use(adminChordRoutes());
  admin.use(adminChordSetRoutes());
  admin.use(adminFileRoutes());
  admin.use(adminLessonRoutes());
  admin.use(adminTabRoutes(deps.config, deps.logger));
  admin.use(adminLogRoutes());
  admin.use(adminUserRoutes());
  admin.use(adminCommentRoutes());
  admin.use(adminReleaseRoutes(deps.config));
  return Router().use('/admin', admin);
}
