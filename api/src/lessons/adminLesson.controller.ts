import type {
  AdminLessonCreatePayload,
  AdminLessonListQuery,
  AdminLessonUpdatePayload,
} from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { addLesson, adminLesson, deleteLesson, listAdminLessons, updateLesson } from './adminLesson.service';

export const getAdminLessons: RequestHandler = async (req, res) => {
  res.json(await listAdminLessons(queryOf<AdminLessonListQuery>(req)));
};

export const getAdminLesson: RequestHandler = async (req, res) => {
  res.json(await adminLesson(paramsOf<{ id: string }>(req).id));
};

export const postAdminLesson: RequestHandler = async (req, res) => {
  const lesson = await addLesson(bodyOf<AdminLessonCreatePayload>(req));
  await recordAdminAction(req, EVENT.adminLessonCreated, describeObject('lesson', lesson.id, lesson.title));
  res.status(201).json(lesson);
};

export const putAdminLesson: RequestHandler = async (req, res) => {
  const lesson = await updateLesson(bodyOf<AdminLessonUpdatePayload>(req));
  await recordAdminAction(req, EVENT.adminLessonUpdated, describeObject('lesson', lesson.id, lesson.title));
  res.json(lesson);
};

export const deleteAdminLesson: RequestHandler = async (req, res) => {
  const lesson = await deleteLesson(bodyOf<{ id: string }>(req).id);
  await recordAdminAction(
    req,
    EVENT.adminLessonDeleted,
    describeObject('lesson', lesson._id.toHexString(), lesson.title),
  );
  res.json(true);
};
