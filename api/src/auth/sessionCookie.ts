import type { CookieOptions, Request, Response } from 'express';
import type { SessionConfig } from '../config/config';
import { SESSION_COOKIE } from './requestCookie';

function cookieOptions(req: Request, config: SessionConfig): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure === 'auto' ? req.secure : config.cookieSecure,
    path: '/',
  };
}

export function setSessionCookie(
  req: Request,
  res: Response,
  config: SessionConfig,
  token: string,
  expiresAt: Date,
) {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req, config), expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response, config: SessionConfig) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, config));
}
