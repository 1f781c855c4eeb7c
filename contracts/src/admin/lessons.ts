import Joi from 'joi';
import type { LessonLevel } from '../lessons/messages';
import { LESSON_LEVEL_IDS, LESSON_MESSAGES } from '../lessons/messages';
import { lessonFields } from '../lessons/schemas';
import type { LessonSummary } from '../lessons/types';
import { adminFlag, adminId, adminPagingQuery, adminSearchQuery } from './paging';

/** The lesson manager's sorts (admin.md §2; default id desc, §9). */
export const ADMIN_LESSON_ORDER_BY = ['title', 'updated_at', 'created_at', 'level', 'id'] as const;
export type AdminLessonOrderBy = (typeof ADMIN_LESSON_ORDER_BY)[number];

/** "Caută în": titlu, descriere, text; an empty searchField looks in all three. */
export const ADMIN_LESSON_SEARCH_FIELDS = ['title', 'description', 'text'] as const;
export type AdminLessonSearchField = (typeof ADMIN_LESSON_SEARCH_FIELDS)[number];

/** Crafted: the spec requires unique addresses but gives no message. */
export const ADMIN_LESSON_MESSAGES = {
  slugTaken: 'Slug-ul este deja folosit de altă lecție.',
} as const;

/** GET /api/admin/lesson */
export const adminLessonListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_LESSON_ORDER_BY, { orderby: 'id', sort: 'desc' }),
  ...adminSearchQuery(ADMIN_LESSON_SEARCH_FIELDS),
  isPublic: adminFlag(),
  level: Joi.number()
    .integer()
    .valid(...LESSON_LEVEL_IDS)
    .empty('')
    .messages({ '*': LESSON_MESSAGES.levelRequired }),
});

export interface AdminLessonListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminLessonOrderBy;
  search: string;
  searchField?: AdminLessonSearchField;
  isPublic?: boolean;
  level?: LessonLevel;
}

const { isPublic: _formIsPublic, ...lessonFormFields } = lessonFields;

/** POST /api/admin/lesson ('Lecție nouă'): a new lesson is never public; publishing is an edit (§4). */
export const adminLessonCreateBody = Joi.object(lessonFormFields);

/** PUT /api/admin/lesson ('Actualizare lecție'): isPublic left out keeps the lesson's visibility. */
export const adminLessonUpdateBody = Joi.object({
  id: adminId().required(),
  ...lessonFormFields,
  isPublic: adminFlag(),
});

export interface AdminLessonCreatePayload {
  title: string;
  slug: string;
  imageUrl: string;
  description: string;
  body: string;
  level: LessonLevel;
}

export interface AdminLessonUpdatePayload extends AdminLessonCreatePayload {
  id: string;
  isPublic?: boolean;
}

/** Rows are lesson cards without the text; the edit dialog reads GET /api/admin/lesson/{id}. */
export interface AdminLessonList {
  lessons: LessonSummary[];
  total: number;
}
