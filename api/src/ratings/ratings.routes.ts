import { rateTabBody } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { idempotentWrite } from '../http/idempotency';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { putRating } from './ratings.controller';

/** PUT /api/user/tab/rate */
export function ratingRoutes(): Router {
  const router = Router();
  router.put(
    '/user/tab/rate',
    requireUser,
    writeLimiter,
    idempotentWrite,
    validate({ body: rateTabBody }),
    putRating,
  );
  return router;
}
