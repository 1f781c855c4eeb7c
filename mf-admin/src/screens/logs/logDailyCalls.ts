import { type AdminLogDaily, apiFetch, type QueryValue } from '@acorduri/contracts';
import useSWR from 'swr';

export const LOG_DAILY_PATH = '/api/admin/log/daily';

export type LogFilterQuery = Readonly<Record<string, QueryValue>>;

/** Events per day for the log's current filters (GET /api/admin/log/daily: code, from, to, userId, search). */
export function useLogDaily(filters: LogFilterQuery) {
  // The previous chart stays while the next one loads, as the table keeps its previous page.
  return useSWR<AdminLogDaily>(
    [LOG_DAILY_PATH, filters] as const,
    ([path, query]: readonly [string, LogFilterQuery]) => apiFetch<AdminLogDaily>(path, { query }),
    { keepPreviousData: true },
  );
}
