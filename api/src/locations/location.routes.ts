import { Router } from 'express';
import { getLocations } from './location.controller';

/** GET /api/location → { locations: [{ id, name, county }], total } */
export function locationRoutes(): Router {
  const router = Router();
  router.get('/location', getLocations);
  return router;
}
