import { rateTabBody } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { putRating } from './ratings.controller';

/** PUT /api/user/tab/rate */
export function ratingRoutes(): Router {
  const router = Router();
  router.put('/user/tab/rate', requireUser, writeLimiter, validate({ body: rateTabBody }), putRating);
  return router;
}
