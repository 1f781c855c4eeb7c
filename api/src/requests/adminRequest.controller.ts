import type { AdminRequestListQuery, AdminRequestUpdatePayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, queryOf } from '../http/validate';
import { deleteRequest, listAdminRequests, updateRequest } from './adminRequest.service';

export const getAdminRequests: RequestHandler = async (req, res) => {
  res.json(await listAdminRequests(queryOf<AdminRequestListQuery>(req)));
};

export const putAdminRequest: RequestHandler = async (req, res) => {
  const request = await updateRequest(bodyOf<AdminRequestUpdatePayload>(req));
  await recordAdminAction(
    req,
    EVENT.adminRequestUpdated,
    describeObject('request', request.id, request.title),
  );
  res.json(request);
};

export const deleteAdminRequest: RequestHandler = async (req, res) => {
  const request = await deleteRequest(bodyOf<{ id: string }>(req).id);
  await recordAdminAction(
    req,
    EVENT.adminRequestDeleted,
    describeObject('request', request._id.toHexString(), request.title),
  );
  res.json(true);
};
