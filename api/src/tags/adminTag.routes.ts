import { adminIdBody, adminNewTagBody, adminTagListQuery, adminTagUpdateBody } from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import {
  deleteAdminTag,
  getAdminTags,
  getAllTags,
  postAdminTag,
  postTagFile,
  putAdminTag,
} from './adminTag.controller';

/** /api/admin/tag: the admin list, the complete list, create, update, delete and the tag file (admin guard). */
export function adminTagRoutes(): Router {
  const router = Router();
  router.get('/tag', validate({ query: adminTagListQuery }), getAdminTags);
  router.get('/tag/all', getAllTags);
  router.post('/tag', writeLimiter, validate({ body: adminNewTagBody }), postAdminTag);
  router.put('/tag', writeLimiter, validate({ body: adminTagUpdateBody }), putAdminTag);
  router.delete('/tag', writeLimiter, validate({ body: adminIdBody }), deleteAdminTag);
  router.post('/tag/cache', writeLimiter, postTagFile);
  return router;
}
