import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { cacheFileServing } from './cache/cache.routes';
import { cacheFiles } from './cache/cacheFiles';
import type { AppConfig } from './config/config';
import type { DatabaseEngine } from './db/resolveDatabase';
import { errorHandler } from './errors/errorHandler';
import type { Logger } from './logger';
import { mediaRoutes } from './media/mediaServing';
import { apiRoutes } from './routes';
import { staticSite } from './site/staticSite';

export interface AppDependencies {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly dbEngine: DatabaseEngine;
}

/** Builds the Express app without listening, so tests drive it with supertest and the server entry owns the port. */
export function createApp({ config, logger, dbEngine }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
          // Remotes may be deployed on another origin (a CDN) listed in the runtime manifest.
          'script-src-elem': ["'self'", 'http:', 'https:'],
          'connect-src': ["'self'", 'http:', 'https:'],
          'img-src': ["'self'", 'data:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(express.json({ limit: '200kb' }));

  cacheFiles.configure(logger);
  app.use('/api', apiRoutes({ config, logger, dbEngine }));
  app.use('/media', mediaRoutes());
  app.use('/cache', cacheFileServing());

  app.use(staticSite({ webRoot: config.webRoot, manifestFile: config.mfManifestFile }));
  app.use(errorHandler);
  return app;
}
