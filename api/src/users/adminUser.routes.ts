import { adminIdBody, adminUserDeleteBody, adminUserListQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { deleteAdminUsers, getAdminUser, getAdminUsers, putDeactivateUser } from './adminUser.controller';

/** The users screen (admin.md §2 'Utilizatori'), under /api/admin behind the admin guard. */
export function adminUserRoutes(): Router {
  const router = Router();
  router.get('/user', validate({ query: adminUserListQuery }), getAdminUsers);
  router.put('/user/deactivate', writeLimiter, validate({ body: adminIdBody }), putDeactivateUser);
  router.get('/user/:id', validate({ params: adminIdBody }), getAdminUser);
  router.delete('/user', writeLimiter, validate({ body: adminUserDeleteBody }), deleteAdminUsers);
  return router;
}
