import { newRequestBody, requestListQuery, voteRequestBody } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { idempotentWrite } from '../http/idempotency';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { getRequests, postRequest, putVote } from './requests.controller';

/** Tab requests: the public list, a signed-in user's new request and vote. */
export function requestRoutes(): Router {
  const router = Router();
  router.get('/request', validate({ query: requestListQuery }), getRequests);
  router.post(
    '/user/request',
    requireUser,
    writeLimiter,
    idempotentWrite,
    validate({ body: newRequestBody }),
    postRequest,
  );
  router.put(
    '/user/request/vote',
    requireUser,
    writeLimiter,
    idempotentWrite,
    validate({ body: voteRequestBody }),
    putVote,
  );
  return router;
}
