import type { RequestHandler } from 'express';

/**
 * Security headers a browser reads only from a document (or a worker's script), never from a classic script:
 * Helmet puts them on every answer, where they cost each of a page's 16–24 scripts some 700 bytes (#28: a first
 * visit's JavaScript is counted as transferred, headers included). X-Content-Type-Options and
 * Cross-Origin-Resource-Policy stay: they do act on scripts.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;
/**
 * Not a security header: a request's id names its log lines, and a build file is the same for every request and
 * never logged (only /api requests are). 52 bytes on each script (#28).
 */
const REQUEST_ID_HEADER = 'X-Request-Id';

/** A script file of the build; sw.js is left out: a service worker runs under its own script's policy. */
const CLASSIC_SCRIPT = /\.js$/;
const WORKER_SCRIPT = /(^|\/)sw\.js$/;

/**
 * Drops the document-only security headers and the request id from the build's classic scripts (mounted before the
 * file handlers).
 */
export const scriptResponseHeaders: RequestHandler = (req, res, next) => {
  if (CLASSIC_SCRIPT.test(req.path) && !WORKER_SCRIPT.test(req.path)) {
    for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
    res.removeHeader(REQUEST_ID_HEADER);
  }
  next();
};
