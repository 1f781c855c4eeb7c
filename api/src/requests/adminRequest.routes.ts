import { adminIdBody, adminRequestListQuery, adminRequestUpdateBody } from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { deleteAdminRequest, getAdminRequests, putAdminRequest } from './adminRequest.controller';

/** /api/admin/request: the admin list, edit and delete (behind adminRoutes' guard). */
export function adminRequestRoutes(): Router {
  const router = Router();
  router.get('/request', validate({ query: adminRequestListQuery }), getAdminRequests);
  router.put('/request', writeLimiter, validate({ body: adminRequestUpdateBody }), putAdminRequest);
  router.delete('/request', writeLimiter, validate({ body: adminIdBody }), deleteAdminRequest);
  return router;
}
