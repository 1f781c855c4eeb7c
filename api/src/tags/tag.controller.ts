import type { RequestHandler } from 'express';
import { paramsOf } from '../http/validate';
import { publicTagBySlug } from './tag.service';

export const getTag: RequestHandler = async (req, res) => {
  res.json(await publicTagBySlug(paramsOf<{ slug: string }>(req).slug));
};
