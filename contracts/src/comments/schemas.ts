import Joi from 'joi';
import { objectId, pagingQuery } from '../validation/common';
import { COMMENT_BATCH_SIZE, COMMENT_BODY_MAX, COMMENT_MESSAGES } from './messages';

const tabIdField = () =>
  objectId()
    .required()
    .messages({ '*': COMMENT_MESSAGES.tabInvalid, 'any.required': COMMENT_MESSAGES.tabRequired });

/** GET /api/comment: one tab's comments, newest first, 10 per batch. */
export const tabCommentsQuery = Joi.object({
  ...pagingQuery(['createdAt'], { orderby: 'createdAt', sort: 'desc' }),
  limit: Joi.number().integer().min(1).max(100).default(COMMENT_BATCH_SIZE),
  filterTabId: tabIdField(),
});

/** GET /api/user/comment: 'Titlu, A-Z' is orderby=title&sort=asc, 'Cele mai recente' createdAt desc. */
export const ownCommentsQuery = Joi.object(
  pagingQuery(['createdAt', 'title'], { orderby: 'createdAt', sort: 'desc' }),
);

/** POST /api/user/comment */
export const addCommentBody = Joi.object({
  tabId: tabIdField(),
  body: Joi.string().trim().max(COMMENT_BODY_MAX).required().messages({
    '*': COMMENT_MESSAGES.bodyRequired,
    'string.max': COMMENT_MESSAGES.bodyTooLong,
  }),
});

/** DELETE /api/user/comment */
export const deleteCommentBody = Joi.object({
  id: objectId().required().messages({ '*': COMMENT_MESSAGES.commentInvalid }),
});
