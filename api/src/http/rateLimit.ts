import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RateLimitConfig, RateLimitWindow } from '../config/config';
import { HttpError } from '../errors/HttpError';
import { MongoRateLimitStore } from './rateLimitStore';

/** The calls a captcha protects; each has its own budget per client address. */
export type AuthAction = 'sign-in' | 'register' | 'forgot-password' | 'contact';
const AUTH_ACTIONS: readonly AuthAction[] = ['sign-in', 'register', 'forgot-password', 'contact'];

interface RateLimiters {
  readonly auth: Record<AuthAction, RequestHandler>;
  readonly write: RequestHandler;
  readonly search: RequestHandler;
  readonly list: RequestHandler;
  readonly autocomplete: RequestHandler;
}

declare global {
  namespace Express {
    interface Request {
      /** This app's limiters; their budgets live in the database, shared with every instance on it. */
      rateLimiters?: RateLimiters;
    }
  }
}

const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/** Signed-in people count as themselves, so a shared address (a school, an office) does not pool their budgets. */
const userOrAddress = (req: Request) => (req.user ? `user:${req.user.id}` : clientAddress(req));

function limiter(name: string, window: RateLimitWindow, key: (req: Request) => string): RequestHandler {
  return rateLimit({
    store: new MongoRateLimitStore(`${name}:`),
    windowMs: window.windowSeconds * 1000,
    limit: window.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    // The central error handler answers with the catalogue's 429 message.
    handler: (_req, _res, next) => next(new HttpError(429)),
  });
}

/** Registered once in routes.ts (after the session middleware): builds the limiters from the configuration. */
export function rateLimiters(config: RateLimitConfig): RequestHandler {
  const limiters: RateLimiters = {
    auth: Object.fromEntries(
      AUTH_ACTIONS.map((action) => [action, limiter(action, config.auth, clientAddress)]),
    ) as Record<AuthAction, RequestHandler>,
    write: limiter('write', config.write, userOrAddress),
    search: limiter('search', config.search, userOrAddress),
    list: limiter('list', config.list, userOrAddress),
    autocomplete: limiter('autocomplete', config.autocomplete, userOrAddress),
  };
  return (req, _res, next) => {
    req.rateLimiters = limiters;
    next();
  };
}

function limitersOf(req: Request): RateLimiters {
  if (!req.rateLimiters) throw new Error('rateLimiters() is not registered in routes.ts');
  return req.rateLimiters;
}

/** Per-address budget of one captcha-protected call (sign-in, register, forgot-password, contact). */
export function authLimiter(action: AuthAction): RequestHandler {
  return (req, res, next) => limitersOf(req).auth[action](req, res, next);
}

/** Budget shared by every write call (POST/PUT/DELETE) of a user, or of an address when anonymous. */
export const writeLimiter: RequestHandler = (req, res, next) => limitersOf(req).write(req, res, next);

/**
 * Budgets of GET /api/tab not answered from memory: the paged text search when it carries a `search` term, the
 * list budget (larger: a reader pages through categories and artists) otherwise.
 */
export const listLimiter: RequestHandler = (req, res, next) => {
  const searching = typeof req.query.search === 'string' && req.query.search.trim() !== '';
  (searching ? limitersOf(req).search : limitersOf(req).list)(req, res, next);
};

/** Budget of the autocomplete under the search box (a request per pause in typing). */
export const autocompleteLimiter: RequestHandler = (req, res, next) =>
  limitersOf(req).autocomplete(req, res, next);
