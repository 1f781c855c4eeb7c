import compression from 'compression';
import express, { type Express } from 'express';
import type { AppDependencies } from './appDependencies';
import { cacheFileServing } from './cache/cache.routes';
import { cacheFiles } from './cache/cacheFiles';
import { errorHandler } from './errors/errorHandler';
import { inFlightWrites } from './http/inFlightWrites';
import { requestLogging } from './http/requestLogging';
import { sameOriginWrites } from './http/sameOriginWrites';
import { servedFileNames } from './http/servedFileNames';
import { keptAnswers } from './http/sharedReadCache';
import { writesOnly } from './http/writesOnly';
import { mediaRoutes } from './media/mediaServing';
import { pagePreloads } from './releases/pagePreloads';
import { releasedRemotesRoutes } from './releases/releasedRemotes.routes';
import { apiRoutes } from './routes';
import { crawlerRoutes } from './seo/crawler.routes';
import { contentWrites } from './seo/siteVersion';
import { securityHeaders } from './site/contentSecurityPolicy';
import { staticSite } from './site/staticSite';

/** Builds the Express app without listening, so tests drive it with supertest and the server entry owns the port. */
export function createApp({ config, logger, dbEngine }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(app, logger, '/api'));
  app.use(securityHeaders(config.mfManifestFile));
  app.use(keptAnswers);
  app.use(compression());
  app.use(express.json({ limit: '200kb' }));

  cacheFiles.configure(logger);
  app.use('/api', writesOnly(sameOriginWrites(config), contentWrites, inFlightWrites));
  app.use('/api', apiRoutes({ config, logger, dbEngine }));
  app.use('/media', servedFileNames(2), mediaRoutes());
  app.use('/cache', servedFileNames(1), cacheFileServing());

  app.use(crawlerRoutes({ siteUrl: config.publicUrl }));
  app.use(releasedRemotesRoutes(config));
  app.use(
    staticSite({
      webRoot: config.webRoot,
      siteUrl: config.publicUrl,
      tabEncryptionPassphrase: config.tabEncryptionPassphrase,
      preloads: pagePreloads(config),
    }),
  );
  app.use(errorHandler);
  return app;
}
