import { existsSync } from 'node:fs';
import path from 'node:path';
import { AREA_FOLDERS, AREAS } from '@acorduri/contracts';
import express, { type Response, Router } from 'express';
import { loadManifest } from './remotesManifest';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** Files whose names carry no content hash must be revalidated, or a redeployed remote would not be seen. */
const UNHASHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;
const NON_PAGE_PREFIXES = ['/api', '/mf', '/media', '/cache'];

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    UNHASHED.test(filePath) ? 'no-cache' : `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  );
}

const staticOptions = { index: false, setHeaders: setCacheHeaders, fallthrough: true } as const;

export interface SiteOptions {
  readonly webRoot: string;
  readonly manifestFile: string | undefined;
}

/** Serves the shell at /, each remote's build under /mf/<name>/ and the runtime remotes manifest. */
export function staticSite({ webRoot, manifestFile }: SiteOptions): Router {
  const router = Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');

  router.get('/mf/remotes.json', async (_req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(await loadManifest(manifestFile));
    } catch (error) {
      next(error);
    }
  });
  for (const area of AREAS) {
    const folder = AREA_FOLDERS[area];
    router.use(`/mf/${folder}`, express.static(path.join(webRoot, folder, 'dist'), staticOptions));
  }
  router.use(express.static(shellDist, staticOptions));

  // History fallback: client routes (and unknown paths, which the shell renders as its 404 page) get the shell.
  router.get('/{*path}', (req, res, next) => {
    if (NON_PAGE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) {
      next();
      return;
    }
    const indexFile = path.join(shellDist, 'index.html');
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Site-ul nu este construit încă: rulați „npm run build”.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
