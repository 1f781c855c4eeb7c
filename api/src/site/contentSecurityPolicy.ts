import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { pooledRandomBytes } from '../crypto/pooledRandomBytes';
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
function manifestOriginsReader(file: string): () => Promise<string[]> {
  let cached: { version: string; origins: string[] } | undefined;
  return async () => {
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
function helmetHeaders() {
  return helmet({
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
}

/** A header helmet sets (the policy's value is made per response) or removes (`value` undefined). */
interface HeaderStep {
  readonly name: string;
  readonly value: string | undefined;
  readonly isPolicy: boolean;
}

/**
 * Helmet's headers for one set of remote origins, written by helmet itself once (into a recording response, with
 * a placeholder nonce) and replayed on each response with its own nonce: running helmet's thirteen middlewares and
 * building and checking the policy's directives on every request cost more than the rest of a kept answer.
 */
interface HeaderTemplate {
  readonly origins: readonly string[];
  /** In helmet's order. */
  readonly steps: readonly HeaderStep[];
  /** The policy around the nonce. */
  readonly policyHead: string;
  readonly policyTail: string;
}

const POLICY_HEADER = 'content-security-policy';

function headerTemplate(origins: string[]): HeaderTemplate {
  const placeholder = randomBytes(18).toString('hex');
  const steps: HeaderStep[] = [];
  const step = (name: string, value: string | undefined) =>
    steps.push({ name, value, isPolicy: value !== undefined && name.toLowerCase() === POLICY_HEADER });
  const recorder = {
    locals: { remoteOrigins: origins, styleNonce: placeholder },
    setHeader: (name: string, value: string) => step(name, String(value)),
    removeHeader: (name: string) => step(name, undefined),
  };
  let failure: unknown;
  helmetHeaders()({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  const policy = steps.find((candidate) => candidate.isPolicy)?.value ?? '';
  const parts = policy.split(`'nonce-${placeholder}'`);
  if (parts.length !== 2) throw new Error('the security policy must name the style nonce once');
  return { origins, steps, policyHead: `${parts[0]}'nonce-`, policyTail: `'${parts[1]}` };
}

/** A style nonce of 16 random bytes, cut from a pooled buffer (a crypto call per nonce cost more). */
const styleNonce = (): string => pooledRandomBytes(16).toString('base64');

const SITE_ONLY: string[] = [];

/**
 * The security headers of every response (see `headerTemplate`): helmet's, with this response's style nonce in
 * `res.locals.styleNonce` and the manifest's remote origins in `res.locals.remoteOrigins`. Without a manifest
 * file the headers are set at once; with one, after the file's modification time is checked.
 */
export function securityHeaders(manifestFile: string | undefined): RequestHandler {
  let template = headerTemplate(SITE_ONLY);
  const setHeaders = (res: Response, origins: string[]) => {
    if (template.origins !== origins) template = headerTemplate(origins);
    const nonce = styleNonce();
    res.locals.styleNonce = nonce;
    res.locals.remoteOrigins = origins;
    for (const { name, value, isPolicy } of template.steps) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, isPolicy ? template.policyHead + nonce + template.policyTail : value);
    }
  };
  if (!manifestFile) {
    return (_req, res, next) => {
      setHeaders(res, SITE_ONLY);
      next();
    };
  }
  const readOrigins = manifestOriginsReader(manifestFile);
  return async (req, res, next) => {
    let origins: string[];
    try {
      origins = await readOrigins();
    } catch (error) {
      // An unreadable manifest fails /mf/remotes.json; pages still get a policy (the site's own origin only).
      req.log?.error({ err: error }, 'remotes manifest unreadable for the security policy');
      origins = SITE_ONLY;
    }
    setHeaders(res, origins);
    next();
  };
}
