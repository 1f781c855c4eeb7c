import { contributorListQuery, profileSlugParams } from '@acorduri/contracts';
import { Router } from 'express';
import { validate } from '../http/validate';
import { getContributors, getPublicProfile } from './profiles.controller';

/** The community page (GET /api/contributor) and public profiles (GET /api/profile/{slug}). */
export function profileRoutes(): Router {
  const router = Router();
  router.get('/contributor', validate({ query: contributorListQuery }), getContributors);
  router.get('/profile/:slug', validate({ params: profileSlugParams }), getPublicProfile);
  return router;
}
