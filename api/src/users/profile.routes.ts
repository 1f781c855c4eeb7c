import { profileSchema } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { getOwnProfile, putOwnProfile } from './profile.controller';

/** GET and PUT /api/user/profile: the signed-in user's own profile. */
export function ownProfileRoutes(): Router {
  const router = Router();
  router.get('/user/profile', requireUser, getOwnProfile);
  router.put('/user/profile', requireUser, writeLimiter, validate({ body: profileSchema }), putOwnProfile);
  return router;
}
