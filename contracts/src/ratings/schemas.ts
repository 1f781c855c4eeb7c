import Joi from 'joi';
import { objectId } from '../validation/common';
import { RATING_MAX, RATING_MESSAGES, RATING_STEP } from './messages';

/** PUT /api/user/tab/rate */
export const rateTabBody = Joi.object({
  id: objectId()
    .required()
    .messages({ '*': RATING_MESSAGES.tabInvalid, 'any.required': RATING_MESSAGES.tabRequired }),
  rating: Joi.number().min(0).max(RATING_MAX).multiple(RATING_STEP).required().messages({
    '*': RATING_MESSAGES.ratingInvalid,
    'any.required': RATING_MESSAGES.ratingRequired,
  }),
});
