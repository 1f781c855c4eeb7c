import { readerPreferenceBody, readerPreferenceParams } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { getReaderPreference, putReaderPreference } from './readerPreferences.controller';

/** The key and capo a signed-in reader chose per tab, so they follow them to another device (issue #18). */
export function readerPreferenceRoutes(): Router {
  const router = Router();
  const params = { params: readerPreferenceParams };
  router.get('/user/reader-preferences/:tabId', requireUser, validate(params), getReaderPreference);
  router.put(
    '/user/reader-preferences/:tabId',
    requireUser,
    writeLimiter,
    validate({ ...params, body: readerPreferenceBody }),
    putReaderPreference,
  );
  return router;
}
