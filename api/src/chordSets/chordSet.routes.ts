import { nextChordQuery, playableQuery, progressionQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { listLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { getNextChords, getPlayableTabs, getProgressionTabs, getUnknownChords } from './chordSet.controller';

/** "Ce pot cânta": GET /api/tab/playable, /api/chords/next and /api/tab/progression. */
export function chordSetRoutes(): Router {
  const router = Router();
  router.get('/tab/playable', listLimiter, validate({ query: playableQuery }), getPlayableTabs);
  router.get('/chords/next', listLimiter, validate({ query: nextChordQuery }), getNextChords);
  router.get('/tab/progression', listLimiter, validate({ query: progressionQuery }), getProgressionTabs);
  return router;
}

/** GET /api/admin/chords/unknown (mounted behind the admin guard). */
export function adminChordSetRoutes(): Router {
  return Router().get('/chords/unknown', getUnknownChords);
}
