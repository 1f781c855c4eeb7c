import Joi from 'joi';
import { ADMIN_LIST_MESSAGES, adminId, adminPagingQuery, adminSearchQuery } from './paging';

/** The log's sorts (default created_at desc, newest first). */
export const ADMIN_LOG_ORDER_BY = ['created_at', 'code', 'email'] as const;
export type AdminLogOrderBy = (typeof ADMIN_LOG_ORDER_BY)[number];

/** The log screen's date picker starts here (admin.md §9). */
export const ADMIN_LOG_FIRST_DAY = '2018-12-31';
/** The daily chart covers at most this many days, one bar each. */
export const ADMIN_LOG_DAILY_MAX_DAYS = 366;
/** Without a range the chart shows the last 30 days. */
export const ADMIN_LOG_DAILY_DEFAULT_DAYS = 30;

/** Crafted: the spec names the filters (§3, §7) but no message. */
export const ADMIN_LOG_MESSAGES = {
  badCode: 'Codul evenimentului nu este valid.',
  rangeReversed: 'Data de început trebuie să fie înaintea datei de sfârșit.',
  rangeTooLong: `Intervalul poate cuprinde cel mult ${ADMIN_LOG_DAILY_MAX_DAYS} de zile.`,
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists (2025-02-30 does not). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDay = () =>
  Joi.string()
    .trim()
    .empty('')
    .custom((value: string, helpers) => (isIsoDay(value) ? value : helpers.error('any.invalid')))
    .messages({ '*': ADMIN_LIST_MESSAGES.badDate });

/** The filters shared by the log list and its daily counts: dates are whole days, both ends included. */
const logFilters = {
  search: adminSearchQuery([]).search,
  code: Joi.number().integer().min(0).empty('').messages({ '*': ADMIN_LOG_MESSAGES.badCode }),
  from: isoDay(),
  to: isoDay(),
  userId: adminId().empty(''),
};

function withOrderedRange<T extends Joi.ObjectSchema>(schema: T): T {
  return schema
    .custom((value: { from?: string; to?: string }, helpers) =>
      value.from && value.to && value.from > value.to ? helpers.error('log.rangeReversed') : value,
    )
    .messages({ 'log.rangeReversed': ADMIN_LOG_MESSAGES.rangeReversed }) as T;
}

/** GET /api/admin/log */
export const adminLogListQuery = withOrderedRange(
  Joi.object({
    ...adminPagingQuery(ADMIN_LOG_ORDER_BY, { orderby: 'created_at', sort: 'desc' }),
    ...logFilters,
  }),
);

/** GET /api/admin/log/daily: the same filters, no paging. */
export const adminLogDailyQuery = withOrderedRange(Joi.object(logFilters));

export interface AdminLogFilters {
  search: string;
  code?: number;
  from?: string;
  to?: string;
  userId?: string;
}

export interface AdminLogListQuery extends AdminLogFilters {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminLogOrderBy;
}

/** A log row: the event, when, who (email kept after the account is gone) and what an admin write changed. */
export interface AdminLogView {
  id: string;
  code: number;
  description: string;
  createdAt: string;
  email: string;
  userId: string | null;
  subject: string;
}

export interface AdminLogList {
  logs: AdminLogView[];
  total: number;
}

export interface AdminEventType {
  code: number;
  description: string;
}

export interface AdminEventTypeList {
  types: AdminEventType[];
  total: number;
}

/** Events per day (Europe/Bucharest days), every day of the range, zeros included. */
export interface AdminLogDaily {
  days: { date: string; count: number }[];
}
