import type { NextFunction, Request, RequestHandler, Response } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One layer of the app's router for middleware that only writes need (CSRF check, content change, in-flight
 * count): a read passes it in one step, where each of them was a layer of its own, matched against `/api` and
 * stepped through on every request. A write runs them in turn; the first error goes to the error handler.
 */
export function writesOnly(...handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (READS.has(req.method)) {
      next();
      return;
    }
    const run = (index: number, error?: unknown): void => {
      const handler = handlers[index];
      if (error !== undefined || !handler) next(error);
      else void handler(req, res, (failure?: unknown) => run(index + 1, failure));
    };
    run(0);
  };
}
