import type { RequestHandler } from 'express';
import { pingDatabase } from '../db/connect';
import type { DatabaseEngine } from '../db/resolveDatabase';

export function healthController(engine: DatabaseEngine): RequestHandler {
  return async (_req, res) => {
    try {
      const pingMs = await pingDatabase();
      res.json({
        status: 'ok',
        uptimeSeconds: Math.round(process.uptime()),
        db: { engine, connected: true, pingMs },
      });
    } catch {
      res.status(503).json({ status: 'degraded', db: { engine, connected: false } });
    }
  };
}
