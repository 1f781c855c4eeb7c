import type { RequestHandler } from 'express';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * `/user/tab/:id` must not swallow sibling paths other routers own (`/user/tab/favourites`, …): a segment that
 * is not an id leaves this router, so those routers (or the API's 404) answer it.
 */
export const onlyTabIds: RequestHandler = (req, _res, next) => {
  next(OBJECT_ID.test(String(req.params.id)) ? undefined : 'router');
};
