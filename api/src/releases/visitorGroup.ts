import { CANARY_COOKIE, type VisitorGroup } from '@acorduri/contracts';
import { drawBucket, type Visitor, visitorFromCookie } from '@acorduri/release';
import type { Request, Response } from 'express';
import { readCookie } from '../auth/requestCookie';
import type { SessionConfig } from '../config/config';
import { ROLE } from '../users/user.model';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** The browser's canary group from its cookie; admins are recognised by their session. */
export function visitorOf(req: Request): Visitor {
  return visitorFromCookie(readCookie(req, CANARY_COOKIE), req.user?.role === ROLE.admin);
}

/** Keeps the browser's group for a year: a bucket (drawn once) or an admin's choice. */
export function setGroupCookie(req: Request, res: Response, session: SessionConfig, value: string): void {
  res.cookie(CANARY_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: session.cookieSecure === 'auto' ? req.secure : session.cookieSecure,
    path: '/',
    maxAge: ONE_YEAR_MS,
  });
}

/** The cookie value for a group an admin chose: `auto` draws a fresh bucket, like a new visitor's. */
export function groupCookieValue(group: VisitorGroup): string {
  return group === 'auto' ? String(drawBucket()) : group;
}
