import { artistListQuery, artistSlugParams } from '@acorduri/contracts';
import { Router } from 'express';
import { sharedReadCache } from '../http/sharedReadCache';
import { validate } from '../http/validate';
import './artist.cache';
import { getArtist, getArtists } from './artist.controller';

/** GET /api/artist (paged, by letter) and GET /api/artist/{slug}. */
export function artistRoutes(): Router {
  const router = Router();
  router.get(
    '/artist',
    sharedReadCache({ query: artistListQuery }),
    validate({ query: artistListQuery }),
    getArtists,
  );
  router.get('/artist/:slug', sharedReadCache(), validate({ params: artistSlugParams }), getArtist);
  return router;
}
