import { lessonKeyParams, lessonListQuery } from '@acorduri/contracts';
import { Router } from 'express';
import { validate } from '../http/validate';
import { getLesson, listLessons } from './lessons.controller';

/** Public lessons: GET /api/lesson and GET /api/lesson/{id or slug}. */
export function lessonRoutes(): Router {
  const router = Router();
  router.get('/lesson', validate({ query: lessonListQuery }), listLessons);
  router.get('/lesson/:id', validate({ params: lessonKeyParams }), getLesson);
  return router;
}
