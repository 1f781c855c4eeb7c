import { adminChordListQuery, adminIdBody, chordCreateSchema, chordUpdateSchema } from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import {
  deleteAdminChord,
  getAdminChords,
  postAdminChord,
  postChordDatabase,
  putAdminChord,
} from './adminChord.controller';
import { getRoots, getTypes } from './chord.controller';

/** The chord editor's calls under /api/admin (behind the admin guard of admin.routes.ts). */
export function adminChordRoutes(): Router {
  const router = Router();
  router.get('/chord/root', getRoots);
  router.get('/chord/type', getTypes);
  router.get('/chord', validate({ query: adminChordListQuery }), getAdminChords);
  router.post('/chord/cache', writeLimiter, postChordDatabase);
  router.post('/chord', writeLimiter, validate({ body: chordCreateSchema }), postAdminChord);
  router.put('/chord', writeLimiter, validate({ body: chordUpdateSchema }), putAdminChord);
  router.delete('/chord', writeLimiter, validate({ body: adminIdBody }), deleteAdminChord);
  return router;
}
