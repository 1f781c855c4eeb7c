import type { RequestHandler } from 'express';
import { HttpError, notFound } from '../errors/HttpError';

/**
 * What the site ever stores under /cache and /media: slug-like names (storedNameOf keeps stems to 100 characters)
 * with an extension. Anything else (control characters, '..', encoded slashes, non-ASCII, very long) is malformed.
 */
const SERVED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;
const NAME_MAX = 200;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const isServedName = (name: string | undefined): boolean =>
  name !== undefined && name.length <= NAME_MAX && SERVED_NAME.test(name);

/**
 * Checks the path under a file mount before anything touches the disk or the database: a malformed name answers
 * the catalogue's 400 and a path of another depth (a folder, a nested path) 404, both in the API's `{ errors }` shape.
 */
export function servedFileNames(depth: number): RequestHandler {
  return (req, _res, next) => {
    const segments = req.path.slice(1).split('/');
    if (!segments.every((segment) => segment === '' || isServedName(decoded(segment)))) {
      next(new HttpError(400));
      return;
    }
    next(segments.length === depth && !segments.includes('') ? undefined : notFound());
  };
}
