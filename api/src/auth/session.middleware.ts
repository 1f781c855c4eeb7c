import type { RequestHandler } from 'express';
import type { SessionConfig } from '../config/config';
import { readCookie, SESSION_COOKIE } from './requestCookie';
import { findActiveSession, renewIfHalfSpent, toSessionUser } from './session.service';
import { clearSessionCookie, setSessionCookie } from './sessionCookie';

/**
 * Attaches `req.user` and `req.sessionId` from the httpOnly session cookie. An unknown, expired or deactivated
 * session only makes the request anonymous (and drops the stale cookie); guards decide what needs a user.
 */
export function sessionMiddleware(config: SessionConfig): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) {
      next();
      return;
    }
    try {
      const session = await findActiveSession(token);
      if (!session) {
        clearSessionCookie(req, res, config);
        next();
        return;
      }
      req.user = toSessionUser(session.user);
      req.sessionId = session.id;
      const renewedUntil = await renewIfHalfSpent(session, config.ttlSeconds);
      if (renewedUntil) setSessionCookie(req, res, config, token, renewedUntil);
      next();
    } catch (error) {
      next(error);
    }
  };
}
