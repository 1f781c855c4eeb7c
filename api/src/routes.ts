import { Router } from 'express';
import type { AppDependencies } from './app';
import { cacheStampRoutes } from './cache/cache.routes';
import { apiNotFound } from './errors/errorHandler';
import { healthRoutes } from './health/health.routes';

/**
 * Every /api resource router, one line each (routes → controller → service → model live in the resource's
 * folder). Order matters only for the session middleware, which must come first.
 */
export function apiRoutes(deps: AppDependencies): Router {
  const api = Router();
  api.use(healthRoutes(deps.dbEngine));
  api.use(cacheStampRoutes());
  api.use(apiNotFound);
  return api;
}
