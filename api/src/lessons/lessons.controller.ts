import type { RequestHandler } from 'express';
import { paramsOf, queryOf } from '../http/validate';
import { type LessonListQuery, listPublicLessons, publicLesson } from './lessons.service';

export const listLessons: RequestHandler = async (req, res) => {
  res.json(await listPublicLessons(queryOf<LessonListQuery>(req)));
};

export const getLesson: RequestHandler = async (req, res) => {
  res.json(await publicLesson(paramsOf<{ id: string }>(req).id));
};
