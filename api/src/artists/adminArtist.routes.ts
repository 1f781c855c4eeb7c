import {
  adminArtistListQuery,
  adminArtistUpdateBody,
  adminIdBody,
  adminNewArtistBody,
} from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import {
  deleteAdminArtist,
  getAdminArtists,
  getAllArtists,
  postAdminArtist,
  putAdminArtist,
} from './adminArtist.controller';

/** /api/admin/artist: the admin list, the complete list, create, rename, delete (behind adminRoutes' guard). */
export function adminArtistRoutes(): Router {
  const router = Router();
  router.get('/artist', validate({ query: adminArtistListQuery }), getAdminArtists);
  router.get('/artist/all', getAllArtists);
  router.post('/artist', writeLimiter, validate({ body: adminNewArtistBody }), postAdminArtist);
  router.put('/artist', writeLimiter, validate({ body: adminArtistUpdateBody }), putAdminArtist);
  router.delete('/artist', writeLimiter, validate({ body: adminIdBody }), deleteAdminArtist);
  return router;
}
