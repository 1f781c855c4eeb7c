import type { AdminUserListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { adminUser, deactivateUser, deleteUsers, listAdminUsers } from './adminUser.service';

export const getAdminUsers: RequestHandler = async (req, res) => {
  res.json(await listAdminUsers(queryOf<AdminUserListQuery>(req)));
};

export const getAdminUser: RequestHandler = async (req, res) => {
  res.json(await adminUser(paramsOf<{ id: string }>(req).id));
};

export const putDeactivateUser: RequestHandler = async (req, res) => {
  const user = await deactivateUser(bodyOf<{ id: string }>(req).id);
  await recordAdminAction(req, EVENT.adminUserDeactivated, describeObject('user', user.id, user.username));
  res.json(user);
};

export const deleteAdminUsers: RequestHandler = async (req, res) => {
  const users = await deleteUsers(bodyOf<{ ids: string[] }>(req).ids);
  for (const user of users) {
    await recordAdminAction(
      req,
      EVENT.adminUserDeleted,
      describeObject('user', user._id.toHexString(), user.username),
    );
  }
  res.json(true);
};
