import { type RequestHandler, Router } from 'express';
import { notFound } from '../errors/HttpError';
import { sharedReadCache } from '../http/sharedReadCache';
import { CACHE_FILES_KEY } from '../seo/siteVersion';
import { cacheFiles, jsonTextOf } from './cacheFiles';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** GET /api/cache: `{ files: { 'tag-data.json': <timestamp> } }`, the parameter each client adds to /cache/ URLs. */
export function cacheStampRoutes(): Router {
  const router = Router();
  const stamps = sharedReadCache({ family: 'detail', keysOf: () => [CACHE_FILES_KEY] });
  router.get('/cache', stamps, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ files: await cacheFiles.stamps() });
  });
  return router;
}

/**
 * GET and HEAD /cache/<file>.json from the database (names are checked by servedFileNames before), sent
 * gzip-compressed as stored when the client accepts gzip but not brotli; unknown or never generated files answer 404.
 */
const serveCacheFile: RequestHandler = async (req, res) => {
  const { name } = req.params as { name: string };
  const stored = await cacheFiles.read(name);
  if (!stored) throw notFound();
  res.set({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    ETag: `"${stored.stamp}"`,
    Vary: 'Accept-Encoding',
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // A client that takes brotli gets the text, which the shared read cache compresses once (smaller than gzip).
  if (req.acceptsEncodings('gzip') && req.acceptsEncodings('br') !== 'br') {
    res.set('Content-Encoding', 'gzip');
    res.send(stored.gzipped);
    return;
  }
  res.send(await jsonTextOf(stored));
};

/** /cache/<file>.json served with long cache headers: every regeneration changes the URL's stamp. */
export function cacheFileServing(): Router {
  const router = Router();
  router.get(
    '/:name',
    sharedReadCache({ family: 'detail', keysOf: () => [CACHE_FILES_KEY] }),
    serveCacheFile,
  );
  return router;
}
