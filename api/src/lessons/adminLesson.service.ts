import {
  ADMIN_LESSON_MESSAGES,
  type AdminLessonCreatePayload,
  type AdminLessonList,
  type AdminLessonListQuery,
  type AdminLessonOrderBy,
  type AdminLessonSearchField,
  type AdminLessonUpdatePayload,
  type LessonView,
} from '@acorduri/contracts';
import { adminSort, countFor } from '../admin/adminList';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import { badRequest, notFound } from '../errors/HttpError';
import { normalisedSubstringFilter } from '../search/searchFilter';
import { LessonModel, lessonSearchFields } from './lesson.model';
import { createLesson, lessonViewOf, type StoredLesson, SUMMARY_FIELDS, summaryOf } from './lessons.service';

const SORT_FIELDS: Record<AdminLessonOrderBy, string> = {
  title: 'searchTitle',
  updated_at: 'updatedAt',
  created_at: 'createdAt',
  level: 'level',
  id: '_id',
};

const SEARCH_FIELDS: Record<AdminLessonSearchField, string> = {
  title: 'searchTitle',
  description: 'searchDescription',
  text: 'searchText',
};

function listFilter(query: AdminLessonListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.isPublic !== undefined) filter.isPublic = query.isPublic;
  if (query.level !== undefined) filter.level = query.level;
  if (query.search) {
    const fields = query.searchField ? [SEARCH_FIELDS[query.searchField]] : Object.values(SEARCH_FIELDS);
    Object.assign(filter, normalisedSubstringFilter(query.search, fields));
  }
  return filter;
}

/** GET /api/admin/lesson: every lesson, public or not, as cards (the dialog reads the text by id). */
export async function listAdminLessons(query: AdminLessonListQuery): Promise<AdminLessonList> {
  const filter = listFilter(query);
  const [lessons, total] = await Promise.all([
    LessonModel.find(filter, SUMMARY_FIELDS)
      .sort(adminSort(query, SORT_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<Omit<StoredLesson, 'body'>[]>(),
    countFor(LessonModel, filter),
  ]);
  return { lessons: lessons.map(summaryOf), total };
}

/** GET /api/admin/lesson/{id}: a lesson with its text, public or not. */
export async function adminLesson(id: string): Promise<LessonView> {
  const lesson = await LessonModel.findById(id).lean<StoredLesson>();
  if (!lesson) throw notFound();
  return lessonViewOf(lesson);
}

/** The unique slug index decides between two writes racing for one address; the check before only words it. */
async function refusingTakenSlug<T>(slug: string, exceptId: string | undefined, write: () => Promise<T>) {
  const taken = await LessonModel.exists(exceptId ? { slug, _id: { $ne: exceptId } } : { slug });
  if (taken) throw badRequest(ADMIN_LESSON_MESSAGES.slugTaken);
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw badRequest(ADMIN_LESSON_MESSAGES.slugTaken);
    throw error;
  }
}

/** POST /api/admin/lesson: a new lesson starts not public (admin.md §4); the body is sanitised by the model. */
export function addLesson(payload: AdminLessonCreatePayload): Promise<LessonView> {
  return refusingTakenSlug(payload.slug, undefined, () => createLesson({ ...payload, isPublic: false }));
}

/** PUT /api/admin/lesson: the fields of the form; isPublic only when sent. */
export async function updateLesson(payload: AdminLessonUpdatePayload): Promise<LessonView> {
  const { id, isPublic, ...fields } = payload;
  const changes = {
    ...fields,
    ...(isPublic === undefined ? {} : { isPublic }),
    ...lessonSearchFields(fields),
  };
  const lesson = await refusingTakenSlug(fields.slug, id, () =>
    LessonModel.findByIdAndUpdate(
      id,
      { $set: changes },
      { returnDocument: 'after', runValidators: true },
    ).lean<StoredLesson | null>(),
  );
  if (!lesson) throw notFound();
  return lessonViewOf(lesson);
}

/** DELETE /api/admin/lesson: answers the lesson that was removed (for the audit entry). */
export async function deleteLesson(id: string): Promise<Pick<StoredLesson, '_id' | 'title'>> {
  const lesson = await LessonModel.findByIdAndDelete(id, { projection: { title: 1 } }).lean();
  if (!lesson) throw notFound();
  return lesson;
}
