import {
  adminIdBody,
  adminLessonCreateBody,
  adminLessonListQuery,
  adminLessonUpdateBody,
} from '@acorduri/contracts';
import { Router } from 'express';
import { writeLimiter } from '../http/rateLimit';
import { validate } from '../http/validate';
import {
  deleteAdminLesson,
  getAdminLesson,
  getAdminLessons,
  postAdminLesson,
  putAdminLesson,
} from './adminLesson.controller';

/** The lesson manager (admin.md §2 'Lecții'), under /api/admin behind the admin guard. */
export function adminLessonRoutes(): Router {
  const router = Router();
  router.get('/lesson', validate({ query: adminLessonListQuery }), getAdminLessons);
  router.get('/lesson/:id', validate({ params: adminIdBody }), getAdminLesson);
  router.post('/lesson', writeLimiter, validate({ body: adminLessonCreateBody }), postAdminLesson);
  router.put('/lesson', writeLimiter, validate({ body: adminLessonUpdateBody }), putAdminLesson);
  router.delete('/lesson', writeLimiter, validate({ body: adminIdBody }), deleteAdminLesson);
  return router;
}
