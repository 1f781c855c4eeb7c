import { favouriteBody } from '@acorduri/contracts';
import { Router } from 'express';
import { requireUser } from '../auth/guards';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import { deleteFavourite, getFavourites, postFavourite } from './favourites.controller';

/** The signed-in user's favourite tabs: list, add, remove. */
export function favouriteRoutes(): Router {
  const router = Router();
  router.get('/user/tab/favourites', requireUser, getFavourites);
  router.post(
    '/user/tab/favourites',
    requireUser,
    writeLimiter,
    validate({ body: favouriteBody }),
    postFavourite,
  );
  router.delete(
    '/user/tab/favourites',
    requireUser,
    writeLimiter,
    validate({ body: favouriteBody }),
    deleteFavourite,
  );
  return router;
}
