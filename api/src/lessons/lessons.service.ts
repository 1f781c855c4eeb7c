import type { LessonLevel, LessonList, LessonSummary, LessonView, SortDirection } from '@acorduri/contracts';
import { isValidObjectId, type Types } from 'mongoose';
import { notFound } from '../errors/HttpError';
import { type Lesson, LessonModel, lessonSearchFields } from './lesson.model';

export interface LessonListQuery {
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
  readonly orderby: 'level' | 'title' | 'createdAt' | 'updatedAt';
  readonly level?: LessonLevel;
}

export type LessonFields = Pick<Lesson, 'title' | 'slug' | 'imageUrl' | 'description' | 'body' | 'level'> & {
  isPublic?: boolean;
};

export type StoredLesson = Lesson & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const SUMMARY_FIELDS = { body: 0 } as const;

export function summaryOf(lesson: Omit<StoredLesson, 'body'>): LessonSummary {
  return {
    id: lesson._id.toHexString(),
    title: lesson.title,
    slug: lesson.slug,
    imageUrl: lesson.imageUrl,
    description: lesson.description,
    level: lesson.level as LessonLevel,
    isPublic: lesson.isPublic,
    createdAt: lesson.createdAt.toISOString(),
    updatedAt: lesson.updatedAt.toISOString(),
  };
}

export function lessonViewOf(lesson: StoredLesson): LessonView {
  return { ...summaryOf(lesson), body: lesson.body };
}

/** GET /api/lesson: the public lessons as cards (no body), beginner first by default. */
export async function listPublicLessons(query: LessonListQuery): Promise<LessonList> {
  const filter = { isPublic: true, ...(query.level === undefined ? {} : { level: query.level }) };
  const direction = query.sort === 'desc' ? -1 : 1;
  const [lessons, total] = await Promise.all([
    LessonModel.find(filter, SUMMARY_FIELDS)
      .sort({ [query.orderby]: direction, title: 1, _id: 1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean<Omit<StoredLesson, 'body'>[]>(),
    LessonModel.countDocuments(filter),
  ]);
  return { lessons: lessons.map(summaryOf), total };
}

/** GET /api/lesson/{id}: a public lesson by id or slug; anything else is a 404. */
export async function publicLesson(key: string): Promise<LessonView> {
  const match =
    isValidObjectId(key) && /^[0-9a-f]{24}$/i.test(key)
      ? { $or: [{ _id: key }, { slug: key }] }
      : { slug: key };
  const lesson = await LessonModel.findOne({ ...match, isPublic: true }).lean<StoredLesson>();
  if (!lesson) throw notFound();
  return lessonViewOf(lesson);
}

/** Creates a lesson (admin form, seed); the body is sanitised by the model. */
export async function createLesson(fields: LessonFields): Promise<LessonView> {
  const lesson = await LessonModel.create({ ...fields, ...lessonSearchFields(fields) });
  return lessonViewOf(lesson.toObject() as StoredLesson);
}
