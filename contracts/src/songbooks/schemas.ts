import Joi from 'joi';
import { flag, objectId, pagingQuery } from '../validation/common';
import {
  CAPO_RANGE,
  SONGBOOK_DESCRIPTION_MAX,
  SONGBOOK_MESSAGES,
  SONGBOOK_NAME_MAX,
  SONGBOOK_NOTE_MAX,
  SONGBOOK_ORDER_FIELDS,
  SONGBOOK_SCROLL_SPEED_RANGE,
  TRANSPOSE_RANGE,
} from './messages';

const M = SONGBOOK_MESSAGES;

const songbookName = () =>
  Joi.string().trim().max(SONGBOOK_NAME_MAX).messages({
    '*': M.nameRequired,
    'string.max': M.nameTooLong,
  });

const description = () =>
  Joi.string().trim().max(SONGBOOK_DESCRIPTION_MAX).allow('').messages({ '*': M.descriptionTooLong });

export const transposeField = () =>
  Joi.number()
    .integer()
    .min(TRANSPOSE_RANGE.min)
    .max(TRANSPOSE_RANGE.max)
    .messages({ '*': M.transposeInvalid });

export const capoField = () =>
  Joi.number().integer().min(CAPO_RANGE.min).max(CAPO_RANGE.max).messages({ '*': M.capoInvalid });

const scrollSpeed = () =>
  Joi.number()
    .integer()
    .min(SONGBOOK_SCROLL_SPEED_RANGE.min)
    .max(SONGBOOK_SCROLL_SPEED_RANGE.max)
    .messages({ '*': M.scrollSpeedInvalid });

const note = () => Joi.string().trim().max(SONGBOOK_NOTE_MAX).allow('').messages({ '*': M.noteTooLong });

/** GET /api/user/songbook: a page of the own songbooks, last changed first by default. */
export const songbookListQuery = Joi.object(
  pagingQuery(SONGBOOK_ORDER_FIELDS, { orderby: 'updatedAt', sort: 'desc' }),
);

/** POST /api/user/songbook */
export const newSongbookBody = Joi.object({
  name: songbookName().required(),
  description: description().default(''),
  isPublic: flag().default(false).messages({ '*': M.songbookInvalid }),
});

/** PUT /api/user/songbook/{id}: any of name, description, isPublic. */
export const songbookUpdateBody = Joi.object({
  name: songbookName(),
  description: description(),
  isPublic: flag().messages({ '*': M.songbookInvalid }),
});

/** /api/user/songbook/{id}… */
export const songbookIdParams = Joi.object({
  id: objectId().required().messages({ '*': M.songbookInvalid }),
});

/** /api/user/songbook/{id}/entries/{entryId} */
export const songbookEntryParams = Joi.object({
  id: objectId().required().messages({ '*': M.songbookInvalid }),
  entryId: objectId().required().messages({ '*': M.entryInvalid }),
});

/** POST /api/user/songbook/{id}/entries: a tab with its key, capo, note and stage autoscroll speed. */
export const newSongbookEntryBody = Joi.object({
  tabId: objectId().required().messages({ '*': M.tabInvalid, 'any.required': M.tabRequired }),
  transpose: transposeField().default(0),
  capo: capoField().default(0),
  note: note().default(''),
  scrollSpeed: scrollSpeed().default(0),
});

/** PUT /api/user/songbook/{id}/entries/{entryId}: any of the entry's settings. */
export const songbookEntryUpdateBody = Joi.object({
  transpose: transposeField(),
  capo: capoField(),
  note: note(),
  scrollSpeed: scrollSpeed(),
});

/** PUT /api/user/songbook/{id}/order: every entry id of the songbook, once each, in the new order. */
export const songbookOrderBody = Joi.object({
  entryIds: Joi.array().items(objectId()).unique().required().messages({ '*': M.orderMismatch }),
});

/** GET /api/songbook/{slug} */
export const songbookSlugParams = Joi.object({
  slug: Joi.string()
    .max(120)
    .pattern(/^[a-z0-9-]+$/)
    .required()
    .messages({ '*': M.songbookInvalid }),
});

/** /api/user/reader-preferences/{tabId} */
export const readerPreferenceParams = Joi.object({
  tabId: objectId().required().messages({ '*': M.tabInvalid }),
});

/** PUT /api/user/reader-preferences/{tabId}: the key and capo the user reads one tab with. */
export const readerPreferenceBody = Joi.object({
  transpose: transposeField().required(),
  capo: capoField().required(),
});
