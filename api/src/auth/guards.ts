import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors/HttpError';
import { ROLE } from '../users/user.model';
import type { SessionUser } from './sessionUser';

/** 401 unless a session user is attached (spec §6: 401 means authentication needed). */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new HttpError(401));
};

/** 401 when anonymous, 403 when signed in without the admin role (role equals 1). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) next(new HttpError(401));
  else next(req.user.role === ROLE.admin ? undefined : new HttpError(403));
};

/** The session user of a route behind `requireUser`. */
export function userOf(req: Request): SessionUser {
  if (!req.user) throw new HttpError(401);
  return req.user;
}
