import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { accountInfoOf } from './account.service';

export const currentAccount: RequestHandler = async (req, res) => {
  res.json(await accountInfoOf(userOf(req).id));
};
