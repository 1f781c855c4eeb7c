import path from 'node:path';
import { AREA_FOLDERS, AREAS } from '@acorduri/contracts';
import express, { type Request, type Response, Router } from 'express';
import { renamedPageAddress } from '../redirects/slugRedirects.service';
import { untilFirstPaint } from '../seo/firstPaint';
import { pageRenderer } from '../seo/pageRenderer';
import { shellTemplateReader } from '../seo/shellTemplate';
import { sendPage } from './pageBytes';
import { precompressedBrotli } from './precompressedBrotli';
import { scriptResponseHeaders } from './scriptResponseHeaders';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** Files whose names carry no content hash must be revalidated, or a redeployed remote would not be seen. */
const UNHASHED =
  /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|sw\.js|manifest\.webmanifest|icon-[\w-]+\.png)(\.br)?$/;
const NON_PAGE_PREFIXES = ['/api', '/mf', '/media', '/cache'];
/** A last path segment with a dot: a file name (`/bootstrap.1a2b.js`), not a page address. */
const HAS_EXTENSION = /\.[^/]*$/;

function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    UNHASHED.test(filePath) ? 'no-cache' : `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  );
}

/**
 * No Last-Modified nor Accept-Ranges: the ETag revalidates the unhashed files, and nothing asks for a range of a
 * script (each header is paid by every script of a first visit, #28).
 */
const staticOptions = {
  index: false,
  setHeaders: setCacheHeaders,
  fallthrough: true,
  lastModified: false,
  acceptRanges: false,
} as const;

export interface SiteOptions {
  readonly webRoot: string;
  /** The public origin canonical links and structured data name. */
  readonly siteUrl: string;
  /** Tab bodies inside pages are encrypted like the API's answers. */
  readonly tabEncryptionPassphrase: string;
  /** `<link rel="preload">` tags of a page for this browser (src/releases/pagePreloads). */
  readonly preloads?: (req: Request) => Promise<string>;
}

/** The ?pagina= of paged lists, 1 when absent or not a positive number (as the screens read it). */
function pageNumberOf(value: unknown): number {
  return typeof value === 'string' ? Math.max(1, Number.parseInt(value, 10) || 1) : 1;
}

/**
 * Serves each remote's unversioned build under /mf/<name>/ (releases and /mf/remotes.json: src/releases), the
 * shell's files, and every page address as the shell's HTML with the page's own head, first data and status (see
 * api/src/seo).
 */
export function staticSite({ webRoot, siteUrl, tabEncryptionPassphrase, preloads }: SiteOptions): Router {
  const router = Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  const renderPage = pageRenderer({
    siteUrl,
    passphrase: tabEncryptionPassphrase,
    readTemplate: shellTemplateReader(indexFile),
  });

  for (const area of AREAS) {
    const folder = AREA_FOLDERS[area];
    const dist = path.join(webRoot, folder, 'dist');
    router.use(
      `/mf/${folder}`,
      scriptResponseHeaders,
      precompressedBrotli(dist),
      express.static(dist, staticOptions),
    );
  }
  // The shell's HTML is only served as a page (with its head, first data and style nonce), never as a file.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  const shellFiles = Router().use(
    scriptResponseHeaders,
    precompressedBrotli(shellDist),
    express.static(shellDist, staticOptions),
  );
  // The shell's files all have an extension; page addresses (/acorduri/artist/tab) skip the file lookups.
  router.use((req, res, next) => (HAS_EXTENSION.test(req.path) ? shellFiles(req, res, next) : next()));

  // History fallback: client routes (and unknown paths, which the shell renders as its 404 page) get the shell.
  router.get('/{*path}', async (req, res, next) => {
    if (NON_PAGE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) {
      next();
      return;
    }
    const [page, preloadTags] = await Promise.all([
      // The shell's page is read through its template (checked for a rebuild at most once a second), not looked
      // up on disk per request: its absence comes back as the template's read error.
      renderPage(req.path, pageNumberOf(req.query.pagina)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && error.path === indexFile) return undefined;
        throw error;
      }),
      // A preload is an optimisation: a store or build that cannot be read must not cost the page.
      preloads?.(req).catch(() => '') ?? '',
    ]);
    if (page?.status === 404) {
      const renamed = await renamedPageAddress(req.path);
      if (renamed) {
        res.redirect(301, renamed);
        return;
      }
    }
    if (!page) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Site-ul nu este construit încă: rulați „npm run build”.');
      return;
    }
    sendPage(res, page, {
      nonce: res.locals.styleNonce,
      // The page's preloads go first in its head, so the browser starts them before reading the rest (a painted
      // page's once its first paint is shown).
      headStart: page.painted ? untilFirstPaint(preloadTags) : preloadTags,
      cookieHeader: req.headers.cookie,
    });
  });
  return router;
}
