import { adminCommentListQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { validate } from '../http/validate';
import { getAdminComments } from './adminComment.controller';

/**
 * The comment manager's list (admin.md §2 'Comentarii'), under /api/admin behind the admin guard. Its deletes use
 * DELETE /api/user/comment, where admins may remove any comment.
 */
export function adminCommentRoutes(): Router {
  const router = Router();
  router.get('/comment', validate({ query: adminCommentListQuery }), getAdminComments);
  return router;
}
