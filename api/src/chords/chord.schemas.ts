import { messageForStatus, pagingQuery } from '@acorduri/contracts';
import Joi from 'joi';
import { CHORD_ORDER_FIELDS } from './chord.service';

const badRequest = messageForStatus(400);

/** GET /api/chord: optional root (any spelling) and type, paged, by name ascending unless asked otherwise. */
export const chordListQuery = Joi.object({
  root: Joi.string().trim().max(3).messages({ '*': badRequest }),
  typeId: Joi.number().integer().min(1).messages({ '*': badRequest }),
  ...pagingQuery(CHORD_ORDER_FIELDS, { orderby: 'name' }),
});

export const chordIdParams = Joi.object({ id: Joi.string().required() });
