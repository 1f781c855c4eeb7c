import Joi from 'joi';
import { objectId } from '../validation/common';
import { FAVOURITE_MESSAGES } from './messages';

/** POST and DELETE /api/user/tab/favourites */
export const favouriteBody = Joi.object({
  id: objectId()
    .required()
    .messages({ '*': FAVOURITE_MESSAGES.tabInvalid, 'any.required': FAVOURITE_MESSAGES.tabRequired }),
});
