import {
  ADMIN_LOG_DAILY_DEFAULT_DAYS,
  ADMIN_LOG_DAILY_MAX_DAYS,
  ADMIN_LOG_MESSAGES,
  type AdminEventTypeList,
  type AdminLogDaily,
  type AdminLogFilters,
  type AdminLogList,
  type AdminLogListQuery,
  type AdminLogOrderBy,
  normaliseSearchText,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { adminSort, countFor } from '../admin/adminList';
import { badRequest } from '../errors/HttpError';
import { GRAM_SAMPLE_SIZE, GramFrequencies } from '../search/gramFrequencies';
import {
  MATCH_NOTHING,
  normalisedSubstringFilter,
  type SearchFields,
  substringSearchFilter,
} from '../search/searchFilter';
import { GRAM_LENGTH, trigramsOf } from '../search/trigrams';
import { addDays, dayOf, daysBetween, startOfDay } from './bucharestDays';
import { type EventLogEntry, EventLogModel } from './eventLog.model';
import { listEventTypes } from './events.service';

const SORT_FIELDS: Record<AdminLogOrderBy, string> = {
  created_at: 'createdAt',
  code: 'code',
  email: 'email',
};

type StoredEntry = EventLogEntry & { _id: Types.ObjectId; createdAt: Date };

const LOG_SEARCH_FIELDS: SearchFields = { match: ['searchText'], gramSources: ['searchText'] };

/** Trigram frequencies over the newest entries, to read the candidates of a query's rarest trigram. */
const logGramFrequencies = new GramFrequencies(async () =>
  (
    await EventLogModel.find({}, { searchGrams: 1, _id: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(GRAM_SAMPLE_SIZE)
      .lean()
  ).map((entry) => entry.searchGrams),
);

/** Above this share of entries holding the query's rarest trigram, the trigram index would read most of the log. */
const COMMON_GRAM_SHARE = 0.2;

/**
 * Whether the trigram index narrows the search: the query has a trigram, a rare one, and no event description
 * matches too (their codes would be united with the candidates and sorted in memory). Otherwise the normalised
 * texts are tested while the sort's index is walked, which stops at the page (the count still reads every entry).
 */
async function gramsNarrow(wanted: string, codes: readonly number[]): Promise<boolean> {
  if (wanted.length < GRAM_LENGTH || codes.length > 0) return false;
  return (await logGramFrequencies.rarestShare(trigramsOf(wanted))) < COMMON_GRAM_SHARE;
}

/**
 * The search looks in the email, the event's description and the object an admin write changed, ignoring case,
 * diacritics and punctuation; email and subject through their trigrams, like the public search, when they narrow.
 */
async function searchFilter(search: string): Promise<Record<string, unknown>> {
  const wanted = normaliseSearchText(search);
  const types = await listEventTypes();
  const codes = types
    .filter((type) => wanted && normaliseSearchText(type.description).includes(wanted))
    .map((type) => type.code);
  const text = (await gramsNarrow(wanted, codes))
    ? await substringSearchFilter(search, LOG_SEARCH_FIELDS, logGramFrequencies)
    : normalisedSubstringFilter(search, LOG_SEARCH_FIELDS.match);
  const branches = [text, ...(codes.length ? [{ code: { $in: codes } }] : [])].filter(
    (branch) => branch !== MATCH_NOTHING,
  );
  if (branches.length === 0) return MATCH_NOTHING;
  return branches.length === 1 ? (branches[0] ?? MATCH_NOTHING) : { $or: branches };
}

/** Whole Romanian days, both ends included. */
function dateRange(from: string | undefined, to: string | undefined) {
  return {
    ...(from ? { $gte: startOfDay(from) } : {}),
    ...(to ? { $lt: startOfDay(addDays(to, 1)) } : {}),
  };
}

async function logFilter(filters: AdminLogFilters): Promise<Record<string, unknown>> {
  const filter: Record<string, unknown> = {};
  if (filters.code !== undefined) filter.code = filters.code;
  if (filters.userId) filter.userId = new Types.ObjectId(filters.userId);
  if (filters.from || filters.to) filter.createdAt = dateRange(filters.from, filters.to);
  if (filters.search) Object.assign(filter, await searchFilter(filters.search));
  return filter;
}

/** GET /api/admin/log: the event log, newest first by default, each entry with its event's description. */
export async function listAdminLog(query: AdminLogListQuery): Promise<AdminLogList> {
  const filter = await logFilter(query);
  const [entries, total, types] = await Promise.all([
    EventLogModel.find(filter, { ip: 0, searchText: 0, searchGrams: 0 })
      .sort(adminSort(query, SORT_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredEntry[]>(),
    countFor(EventLogModel, filter),
    listEventTypes(),
  ]);
  const descriptions = new Map(types.map((type) => [type.code, type.description]));
  return {
    logs: entries.map((entry) => ({
      id: entry._id.toHexString(),
      code: entry.code,
      description: descriptions.get(entry.code) ?? '',
      createdAt: entry.createdAt.toISOString(),
      email: entry.email,
      userId: entry.userId ? entry.userId.toHexString() : null,
      subject: entry.subject,
    })),
    total,
  };
}

/** GET /api/admin/log/type: the log filter's event list. */
export async function listAdminEventTypes(): Promise<AdminEventTypeList> {
  const types = await listEventTypes();
  return { types, total: types.length };
}

/** The chart's range: the filter's days, else the last 30 days up to today; at most a year of bars. */
function chartRange(filters: AdminLogFilters): { from: string; to: string } {
  const to =
    filters.to ??
    (filters.from ? addDays(filters.from, ADMIN_LOG_DAILY_DEFAULT_DAYS - 1) : dayOf(new Date()));
  const from = filters.from ?? addDays(to, 1 - ADMIN_LOG_DAILY_DEFAULT_DAYS);
  if (daysBetween(from, to) > ADMIN_LOG_DAILY_MAX_DAYS) throw badRequest(ADMIN_LOG_MESSAGES.rangeTooLong);
  return { from, to };
}

const HOUR_MS = 3600 * 1000;

/**
 * GET /api/admin/log/daily: entries per Romanian day for the log screen's chart, every day of the range with
 * zeros included. The leading $match reads the range from the createdAt index; the entries are counted per UTC
 * hour with plain arithmetic (formatting every date in a time zone costs far more), and since Romania is a whole
 * number of hours from UTC, each hour then falls within one Romanian day.
 */
export async function adminLogDaily(filters: AdminLogFilters): Promise<AdminLogDaily> {
  const { from, to } = chartRange(filters);
  const filter = await logFilter({ ...filters, from, to });
  const hours = await EventLogModel.aggregate<{ _id: number; count: number }>([
    { $match: filter },
    {
      $group: {
        _id: { $floor: { $divide: [{ $subtract: ['$createdAt', new Date(0)] }, HOUR_MS] } },
        count: { $sum: 1 },
      },
    },
  ]);
  const counts = new Map<string, number>();
  for (const hour of hours) {
    const day = dayOf(new Date(hour._id * HOUR_MS));
    counts.set(day, (counts.get(day) ?? 0) + hour.count);
  }
  return {
    days: Array.from({ length: daysBetween(from, to) }, (_, index) => {
      const date = addDays(from, index);
      return { date, count: counts.get(date) ?? 0 };
    }),
  };
}
