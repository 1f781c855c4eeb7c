import { tagSlugParams } from '@acorduri/contracts';
import { Router } from 'express';
import { sharedReadCache } from '../http/sharedReadCache';
import { validate } from '../http/validate';
import './tag.cache';
import { getTag } from './tag.controller';

/** GET /api/tag/{slug}: a public category (the list comes from /cache/tag-data.json). */
export function tagRoutes(): Router {
  const router = Router();
  router.get('/tag/:slug', sharedReadCache(), validate({ params: tagSlugParams }), getTag);
  return router;
}
