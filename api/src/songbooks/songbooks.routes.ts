import {
  newSongbookBody,
  newSongbookEntryBody,
  profileSlugParams,
  songbookEntryParams,
  songbookEntryUpdateBody,
  songbookIdParams,
  songbookListQuery,
  songbookOrderBody,
  songbookSlugParams,
  songbookUpdateBody,
} from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import type { AppConfig } from '../config/config';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { songbookController } from './songbooks.controller';

/**
 * Songbooks (issue #18): the owner's calls under /api/user/songbook (signed in; another user's private songbook
 * is 404, a write on another user's songbook 403), a public songbook by slug and a profile's public songbooks.
 */
export function songbookRoutes(config: Pick<AppConfig, 'tabEncryptionPassphrase'>): Router {
  const router = Router();
  const songbooks = songbookController(config.tabEncryptionPassphrase);
  const id = validate({ params: songbookIdParams });
  const entry = { params: songbookEntryParams };

  router.get('/songbook/:slug', validate({ params: songbookSlugParams }), songbooks.getBySlug);
  router.get('/profile/:slug/songbooks', validate({ params: profileSlugParams }), songbooks.getOfProfile);

  router.get('/user/songbook', requireUser, validate({ query: songbookListQuery }), songbooks.getOwn);
  router.post(
    '/user/songbook',
    requireUser,
    writeLimiter,
    validate({ body: newSongbookBody }),
    songbooks.post,
  );
  router.get('/user/songbook/:id', requireUser, id, songbooks.getOne);
  router.put(
    '/user/songbook/:id',
    requireUser,
    writeLimiter,
    validate({ params: songbookIdParams, body: songbookUpdateBody }),
    songbooks.put,
  );
  router.delete('/user/songbook/:id', requireUser, writeLimiter, id, songbooks.remove);
  router.post('/user/songbook/:id/duplicate', requireUser, writeLimiter, id, songbooks.duplicate);
  router.post(
    '/user/songbook/:id/entries',
    requireUser,
    writeLimiter,
    validate({ params: songbookIdParams, body: newSongbookEntryBody }),
    songbooks.postEntry,
  );
  router.put(
    '/user/songbook/:id/entries/:entryId',
    requireUser,
    writeLimiter,
    validate({ ...entry, body: songbookEntryUpdateBody }),
    songbooks.putEntry,
  );
  router.delete(
    '/user/songbook/:id/entries/:entryId',
    requireUser,
    writeLimiter,
    validate(entry),
    songbooks.deleteEntry,
  );
  router.put(
    '/user/songbook/:id/order',
    requireUser,
    writeLimiter,
    validate({ params: songbookIdParams, body: songbookOrderBody }),
    songbooks.putOrder,
  );
  return router;
}
