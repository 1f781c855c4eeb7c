import type { RequestHandler } from 'express';
import { listLocations } from './location.service';

export const getLocations: RequestHandler = async (_req, res) => {
  res.json(await listLocations());
};
