import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors/HttpError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values a browser sends only for the site's own pages (or an address the person typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function originOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

export interface SameOriginOptions {
  /** PUBLIC_URL: the origin people reach the site at, also when a proxy forwards another Host. */
  readonly publicUrl: string;
  /** TRUSTED_ORIGINS: further origins allowed to write (another domain of the same site). */
  readonly trustedOrigins: readonly string[];
}

/**
 * CSRF defence for the cookie session: a write call (POST/PUT/PATCH/DELETE) must come from the site's own pages.
 * The page's origin (`Origin`, else the `Referer`'s) decides whenever it is sent, whatever `Sec-Fetch-Site` says:
 * that header is only a hint, so it never lets a foreign origin through. Without either, `Sec-Fetch-Site` alone
 * marks a browser (allowed only from the site itself); a request carrying none of them comes from a tool (curl, a
 * script, the tests), which cannot ride a visitor's cookie, and is let through. Refusals answer 403 before any
 * route runs, so nothing changes.
 */
export function sameOriginWrites({ publicUrl, trustedOrigins }: SameOriginOptions): RequestHandler {
  const allowed = new Set([new URL(publicUrl).origin, ...trustedOrigins]);
  const isOwnOrigin = (req: Request, origin: string) =>
    allowed.has(origin) || origin === `${req.protocol}://${req.get('host')}`;

  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    // 'null' (a sandboxed frame, a privacy redirect) or an unparsable value is never the site itself.
    const origin = req.get('origin') ?? originOfUrl(req.get('referer'));
    const allowedWrite =
      origin !== undefined
        ? isOwnOrigin(req, origin)
        : fetchSite === undefined || OWN_FETCH_SITES.has(fetchSite);
    if (allowedWrite) return next();
    req.log?.warn({ origin, fetchSite }, 'cross-origin write refused');
    next(new HttpError(403));
  };
}
