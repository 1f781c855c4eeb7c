import Joi from 'joi';
import { objectId, pagingQuery } from '../validation/common';
import { REQUEST_ARTIST_MAX, REQUEST_MESSAGES, REQUEST_ORDER_FIELDS, REQUEST_TITLE_MAX } from './messages';

/** GET /api/request: public requests; `artistSlug` narrows them to one artist (the artist page's 'Cereri'). */
export const requestListQuery = Joi.object({
  ...pagingQuery(REQUEST_ORDER_FIELDS, { orderby: 'createdAt' }),
  artistSlug: Joi.string().trim().max(100),
});

/** A request's title (§5), for the user's new request and the admin's edit. */
export const requestTitle = () =>
  Joi.string().trim().max(REQUEST_TITLE_MAX).required().messages({
    '*': REQUEST_MESSAGES.titleRequired,
    'string.max': REQUEST_MESSAGES.titleTooLong,
  });

/** POST /api/user/request: an artist from the catalogue (artistId) or a free-text name (tempArtist). */
export const newRequestBody = Joi.object({
  title: requestTitle(),
  artistId: objectId().empty('').messages({ '*': REQUEST_MESSAGES.artistInvalid }),
  tempArtist: Joi.string().trim().max(REQUEST_ARTIST_MAX).empty('').messages({
    '*': REQUEST_MESSAGES.artistRequired,
    'string.max': REQUEST_MESSAGES.artistTooLong,
  }),
})
  .or('artistId', 'tempArtist')
  .messages({ 'object.missing': REQUEST_MESSAGES.artistRequired });

/** PUT /api/user/request/vote */
export const voteRequestBody = Joi.object({
  id: objectId().required().messages({ '*': REQUEST_MESSAGES.requestInvalid }),
});
