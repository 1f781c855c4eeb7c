import { knownChordsBody, nextChordQuery, playableQuery, progressionQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { listLimiter, writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import {
  getKnownChords,
  getNextChords,
  getPlayableTabs,
  getProgressionTabs,
  getUnknownChords,
  putKnownChords,
} from './chordSet.controller';

/**
 * "Ce pot cânta": GET /api/tab/playable, /api/chords/next and /api/tab/progression, and the signed-in reader's
 * known chords (GET/PUT /api/user/known-chords).
 */
export function chordSetRoutes(): Router {
  const router = Router();
  router.get('/tab/playable', listLimiter, validate({ query: playableQuery }), getPlayableTabs);
  router.get('/chords/next', listLimiter, validate({ query: nextChordQuery }), getNextChords);
  router.get('/tab/progression', listLimiter, validate({ query: progressionQuery }), getProgressionTabs);
  router.get('/user/known-chords', requireUser, getKnownChords);
  router.put(
    '/user/known-chords',
    requireUser,
    writeLimiter,
    validate({ body: knownChordsBody }),
    putKnownChords,
  );
  return router;
}

/** GET /api/admin/chords/unknown (mounted behind the admin guard). */
export function adminChordSetRoutes(): Router {
  return Router().get('/chords/unknown', getUnknownChords);
}
