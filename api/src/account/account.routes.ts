import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { currentAccount } from './account.controller';

/** /api/account/*: the session and the account's own settings. */
export function accountRoutes(): Router {
  const router = Router();
  router.get('/account', requireUser, currentAccount);
  return router;
}
