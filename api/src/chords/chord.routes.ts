import { Router } from 'express';
import { validate } from '../http/validate';
import { getChordById, getChords, getRoots, getTypes } from './chord.controller';
import { chordIdParams, chordListQuery } from './chord.schemas';

/** Public chord dictionary: GET /api/chord/root, /api/chord/type, /api/chord, /api/chord/:id. */
export function chordRoutes(): Router {
  const router = Router();
  router.get('/chord/root', getRoots);
  router.get('/chord/type', getTypes);
  router.get('/chord', validate({ query: chordListQuery }), getChords);
  router.get('/chord/:id', validate({ params: chordIdParams }), getChordById);
  return router;
}
