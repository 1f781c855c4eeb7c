import { Router } from 'express';
import type { DatabaseEngine } from '../db/resolveDatabase';
import { healthController } from './health.controller';

export function healthRoutes(engine: DatabaseEngine): Router {
  const router = Router();
  router.get('/health', healthController(engine));
  return router;
}
