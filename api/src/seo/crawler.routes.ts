import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { type RequestHandler, Router } from 'express';
import { robotsTxt } from './robotsTxt';
import { SitemapStore } from './sitemaps';

const gunzipAsync = promisify(gunzip);
const SITEMAP_NAME = /^sitemap(-[a-z]+-\d+)?\.xml$/;
/** Crawlers read these at most every few hours; an hour keeps them close to the archive. */
const MAX_AGE_SECONDS = 3600;

export interface CrawlerOptions {
  readonly siteUrl: string;
  /** Addresses per sitemap file (the protocol's 50,000 unless a test wants several files). */
  readonly sitemapUrlLimit?: number;
}

/** GET /robots.txt, /sitemap.xml (a sitemap index) and the /sitemap-<series>-<n>.xml files it lists. */
export function crawlerRoutes({ siteUrl, sitemapUrlLimit }: CrawlerOptions): Router {
  const router = Router();
  const robots = robotsTxt(siteUrl);
  const sitemaps = new SitemapStore(siteUrl, sitemapUrlLimit);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    res.send(robots);
  });

  const serveSitemap: RequestHandler = async (req, res, next) => {
    const { name } = req.params as { name: string };
    if (!SITEMAP_NAME.test(name)) {
      next();
      return;
    }
    const file = (await sitemaps.files()).files.get(name);
    if (!file) {
      next();
      return;
    }
    res.set({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
      'Last-Modified': file.lastModified.toUTCString(),
      Vary: 'Accept-Encoding',
    });
    if (req.acceptsEncodings('gzip')) {
      res.set('Content-Encoding', 'gzip');
      res.send(file.gzipped);
      return;
    }
    res.send(await gunzipAsync(file.gzipped));
  };
  router.get('/:name', serveSitemap);
  return router;
}
