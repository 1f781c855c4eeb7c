import Joi from 'joi';
import { flag, pagingQuery } from '../validation/common';
import { linkUrl } from '../validation/linkUrl';
import {
  LESSON_BODY_MAX,
  LESSON_DESCRIPTION_MAX,
  LESSON_IMAGE_URL_MAX,
  LESSON_LEVEL_IDS,
  LESSON_MESSAGES,
  LESSON_SLUG_MAX,
  LESSON_TITLE_MAX,
} from './messages';

export const LESSON_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /api/lesson: public lessons, beginner first by default; `level` narrows the list. */
export const lessonListQuery = Joi.object({
  ...pagingQuery(['level', 'title', 'createdAt', 'updatedAt'], { orderby: 'level' }),
  level: Joi.number()
    .integer()
    .valid(...LESSON_LEVEL_IDS),
});

/** GET /api/lesson/{id}: an id or a slug; anything else simply matches no lesson (404). */
export const lessonKeyParams = Joi.object({
  id: Joi.string().max(LESSON_SLUG_MAX).required(),
});

/** The lesson form (admin 'Lecție nouă' / 'Actualizare lecție'); the body is HTML. */
export const lessonFields = {
  title: Joi.string().trim().max(LESSON_TITLE_MAX).required().messages({
    '*': LESSON_MESSAGES.titleRequired,
    'string.max': LESSON_MESSAGES.titleTooLong,
  }),
  slug: Joi.string().trim().max(LESSON_SLUG_MAX).pattern(LESSON_SLUG_PATTERN).required().messages({
    '*': LESSON_MESSAGES.slugRequired,
    'string.max': LESSON_MESSAGES.slugTooLong,
    'string.pattern.base': LESSON_MESSAGES.slugInvalid,
  }),
  imageUrl: linkUrl(LESSON_IMAGE_URL_MAX).required().messages({
    '*': LESSON_MESSAGES.imageUrlRequired,
    'string.max': LESSON_MESSAGES.imageUrlTooLong,
    'string.uri': LESSON_MESSAGES.imageUrlInvalid,
  }),
  description: Joi.string().trim().max(LESSON_DESCRIPTION_MAX).required().messages({
    '*': LESSON_MESSAGES.descriptionRequired,
    'string.max': LESSON_MESSAGES.descriptionTooLong,
  }),
  level: Joi.number()
    .integer()
    .valid(...LESSON_LEVEL_IDS)
    .required()
    .messages({ '*': LESSON_MESSAGES.levelRequired }),
  body: Joi.string().trim().max(LESSON_BODY_MAX).required().messages({
    '*': LESSON_MESSAGES.bodyRequired,
    'string.max': LESSON_MESSAGES.bodyTooLong,
  }),
  isPublic: flag().default(false),
};

export const lessonFormSchema = Joi.object(lessonFields);
