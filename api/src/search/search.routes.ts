import { autocompleteQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { autocompleteLimiter } from '../http/rateLimit';
import { sharedReadCache } from '../http/sharedReadCache';
import { validate } from '../http/validate';
import { getAutocomplete } from './search.controller';

/** GET /api/search/autocomplete?search= (the paged search is GET /api/tab?search=). */
export function searchRoutes(): Router {
  const router = Router();
  router.get(
    '/search/autocomplete',
    sharedReadCache({ query: autocompleteQuery }),
    autocompleteLimiter,
    validate({ query: autocompleteQuery }),
    getAutocomplete,
  );
  return router;
}
