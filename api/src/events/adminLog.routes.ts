import { adminLogDailyQuery, adminLogListQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { validate } from '../http/validate';
import { getAdminEventTypes, getAdminLog, getAdminLogDaily } from './adminLog.controller';

/** The log view (admin.md §2 'Registru'), under /api/admin behind the admin guard; reads only. */
export function adminLogRoutes(): Router {
  const router = Router();
  router.get('/log', validate({ query: adminLogListQuery }), getAdminLog);
  router.get('/log/type', getAdminEventTypes);
  router.get('/log/daily', validate({ query: adminLogDailyQuery }), getAdminLogDaily);
  return router;
}
