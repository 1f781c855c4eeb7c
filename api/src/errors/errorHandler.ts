import { messageForStatus } from '@acorduri/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from './HttpError';

interface StatusCarrier {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Unknown /api paths answer 404 in the API's shape instead of falling through to the site. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404));

/** The one place errors become responses: `{ errors: [...] }` with the catalogue's Romanian messages. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err: error }, 'error after headers were sent');
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ errors: error.errors });
    return;
  }
  const carrier = (error ?? {}) as StatusCarrier;
  const status = carrier.status ?? carrier.statusCode;
  // body-parser and similar middleware mark client errors (bad JSON, body too large) with an exposed 4xx status.
  if (status && status >= 400 && status < 500 && carrier.expose !== false) {
    res.status(status).json({ errors: [messageForStatus(status)] });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ errors: [messageForStatus(500)] });
};
