import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { loadManifest, type RemotesManifest } from './remotesManifest';

/** Resolves relative entries; an entry on this base is served by the site itself. */
const SELF_BASE = 'http://site.invalid';

/** The origins other than the site's own that the manifest loads remotes from (a CDN). */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = manifest.remotes.flatMap(({ entry }) => {
    try {
      const { origin } = new URL(entry, SELF_BASE);
      return origin === SELF_BASE || origin === 'null' ? [] : [origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The remote origins of a manifest file, read again only when the file changes (its modification time and size),
 * so the policy follows a redeployed remote on the next page load like /mf/remotes.json does.
 */
function manifestOriginsReader(file: string | undefined): () => Promise<string[]> {
  let cached: { version: string; origins: string[] } | undefined;
  return async () => {
    if (!file) return [];
    const { mtimeMs, ctimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${ctimeMs}:${size}`;
    if (cached?.version !== version) cached = { version, origins: remoteOrigins(await loadManifest(file)) };
    return cached.origins;
  };
}

interface LocalsCarrier {
  locals?: { remoteOrigins?: string[]; styleNonce?: string };
}

const remoteOriginsOf = (res: ServerResponse) => (res as LocalsCarrier).locals?.remoteOrigins ?? [];
const styleNonceOf = (res: ServerResponse) => `'nonce-${(res as LocalsCarrier).locals?.styleNonce ?? ''}'`;
const withRemotes = (...own: string[]) => [
  (_req: IncomingMessage, res: ServerResponse) => [...own, ...remoteOriginsOf(res)].join(' '),
];

/**
 * Helmet's headers with a Content-Security-Policy letting scripts and connections come only from the site and
 * the remotes manifest's origins, and <style> elements only with this response's nonce (written into pages by
 * `sendPage`, src/site/pageBytes).
 * Style attributes stay allowed: they cannot load anything or style other elements, and HTML from libraries may
 * carry them (React sets its `style` props through the CSSOM, which no policy governs).
 */
export function securityHeaders(manifestFile: string | undefined): RequestHandler {
  const readOrigins = manifestOriginsReader(manifestFile);
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': withRemotes("'self'"),
        'script-src-elem': withRemotes("'self'"),
        'connect-src': withRemotes("'self'"),
        'style-src': [
          (_req: IncomingMessage, res: ServerResponse) =>
            ["'self'", styleNonceOf(res), ...remoteOriginsOf(res)].join(' '),
        ],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return async (req, res, next) => {
    res.locals.styleNonce = randomBytes(16).toString('base64');
    try {
      res.locals.remoteOrigins = await readOrigins();
    } catch (error) {
      // An unreadable manifest fails /mf/remotes.json; pages still get a policy (the site's own origin only).
      req.log?.error({ err: error }, 'remotes manifest unreadable for the security policy');
      res.locals.remoteOrigins = [];
    }
    headers(req, res, next);
  };
}
