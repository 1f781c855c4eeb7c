import express, { Router } from 'express';
import { cacheFiles } from './cacheFiles';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** GET /api/cache: `{ files: { 'tag-data.json': <timestamp> } }`, the parameter each client adds to /cache/ URLs. */
export function cacheStampRoutes(): Router {
  const router = Router();
  router.get('/cache', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ files: await cacheFiles.stamps() });
  });
  return router;
}

/** /cache/<file>.json served with long cache headers: every regeneration changes the URL's timestamp. */
export function cacheFileServing(): Router {
  const router = Router();
  router.use(
    express.static(cacheFiles.directory, {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`),
    }),
  );
  return router;
}
