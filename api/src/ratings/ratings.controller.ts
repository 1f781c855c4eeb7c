import type { RateTabPayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { idempotencyKeyOf } from '../http/idempotency';
import { bodyOf } from '../http/validate';
import { tabKey } from '../seo/siteVersion';
import { rateTab } from './ratings.service';

export const putRating: RequestHandler = async (req, res) => {
  const { id, rating } = bodyOf<RateTabPayload>(req);
  // A vote changes that tab's rating only.
  res.locals.contentChange = { keys: [tabKey(id)] };
  res.json(await rateTab(userOf(req).id, id, rating, idempotencyKeyOf(res)));
};
