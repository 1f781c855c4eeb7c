import type { RateTabPayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { idempotencyKeyOf } from '../http/idempotency';
import { bodyOf } from '../http/validate';
import { rateTab } from './ratings.service';

export const putRating: RequestHandler = async (req, res) => {
  const { id, rating } = bodyOf<RateTabPayload>(req);
  res.json(await rateTab(userOf(req).id, id, rating, idempotencyKeyOf(res)));
};
