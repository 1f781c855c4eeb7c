import { randomUUID } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import pino, { type Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The caller's X-Request-Id (up to 100 characters) or a new UUID; answered in X-Request-Id too. */
    id: string;
    /** A logger bound to this request (its method, address, headers without cookies), made on first use. */
    log: Logger;
  }
}

const MAX_INCOMING_ID_LENGTH = 100;
const BOUND_LOGGER = Symbol('request logger');

type LoggedRequest = Request & { [BOUND_LOGGER]?: Logger };

/**
 * Request ids and logging: every answer carries its request's id; requests under `loggedPrefix` are logged when
 * they finish ('request completed', or 'request errored' at 5xx, with the status and time). `req.log` is a getter
 * of the app's request prototype: the child logger and its serialised request are made only for a request that
 * logs something (pino-http made both on every request, logged or not: ~2.5% of a cached answer's time).
 */
export function requestLogging(app: Express, logger: Logger, loggedPrefix: string) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest) {
      this[BOUND_LOGGER] ??= logger.child({ req: pino.stdSerializers.req(this) });
      return this[BOUND_LOGGER];
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    req.id =
      typeof incoming === 'string' && incoming.length <= MAX_INCOMING_ID_LENGTH ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (req.url.startsWith(loggedPrefix) && logger.isLevelEnabled('info')) logWhenDone(req, res);
    next();
  };
}

function logWhenDone(req: Request, res: Response) {
  const started = performance.now();
  const done = () => {
    res.off('finish', done);
    res.off('close', done);
    const fields = {
      res: pino.stdSerializers.res(res),
      responseTime: Math.round(performance.now() - started),
    };
    if (res.statusCode >= 500) req.log.error(fields, 'request errored');
    else if (!res.writableFinished) req.log.warn(fields, 'request aborted');
    else req.log.info(fields, 'request completed');
  };
  res.on('finish', done);
  res.on('close', done);
}
