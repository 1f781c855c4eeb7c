import type { AdminCommentListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { queryOf } from '../http/validate';
import { listAdminComments } from './adminComment.service';

export const getAdminComments: RequestHandler = async (req, res) => {
  res.json(await listAdminComments(queryOf<AdminCommentListQuery>(req)));
};
