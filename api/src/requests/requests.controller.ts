import type { NewRequestPayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { idempotencyKeyOf } from '../http/idempotency';
import { bodyOf, queryOf } from '../http/validate';
import { addRequest, listPublicRequests, type RequestListQuery, voteForRequest } from './requests.service';

export const getRequests: RequestHandler = async (req, res) => {
  res.json(await listPublicRequests(queryOf<RequestListQuery>(req), req.user?.id));
};

export const postRequest: RequestHandler = async (req, res) => {
  res
    .status(201)
    .json(await addRequest(userOf(req).id, bodyOf<NewRequestPayload>(req), idempotencyKeyOf(res)));
};

export const putVote: RequestHandler = async (req, res) => {
  res.json(await voteForRequest(userOf(req).id, bodyOf<{ id: string }>(req).id, idempotencyKeyOf(res)));
};
