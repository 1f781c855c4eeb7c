import { addCommentBody, deleteCommentBody, ownCommentsQuery, tabCommentsQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { idempotentWrite } from '../http/idempotency';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { getOwnComments, getTabComments, postComment, removeComment } from './comments.controller';

/** Comments: a tab's list (public), and the signed-in user's list, add and delete. */
export function commentRoutes(): Router {
  const router = Router();
  router.get('/comment', validate({ query: tabCommentsQuery }), getTabComments);
  router.get('/user/comment', requireUser, validate({ query: ownCommentsQuery }), getOwnComments);
  router.post(
    '/user/comment',
    requireUser,
    writeLimiter,
    idempotentWrite,
    validate({ body: addCommentBody }),
    postComment,
  );
  router.delete(
    '/user/comment',
    requireUser,
    writeLimiter,
    validate({ body: deleteCommentBody }),
    removeComment,
  );
  return router;
}
