import type { CookieOptions, Request, Response } from 'express';
import type { SessionConfig } from '../config/config';

export const SESSION_COOKIE = 'acorduri_sid';

/** Reads one cookie from the Cookie header (no cookie-parser: this is the only cookie the API reads). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

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
