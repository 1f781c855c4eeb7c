import type { AdminLogFilters, AdminLogListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { queryOf } from '../http/validate';
import { adminLogDaily, listAdminEventTypes, listAdminLog } from './adminLog.service';

export const getAdminLog: RequestHandler = async (req, res) => {
  res.json(await listAdminLog(queryOf<AdminLogListQuery>(req)));
};

export const getAdminEventTypes: RequestHandler = async (_req, res) => {
  res.json(await listAdminEventTypes());
};

export const getAdminLogDaily: RequestHandler = async (req, res) => {
  res.json(await adminLogDaily(queryOf<AdminLogFilters>(req)));
};
