import { ADMIN_LOG_FIRST_DAY, type AdminEventTypeList, type AdminLogView } from '@acorduri/contracts';
import type { ListDefinition, LookupSource } from '@acorduri/list-toolkit';
import { formatDateTime } from '@acorduri/ui-kit';
import { LOG_MESSAGES as T } from '../../messages';
import { EventCell } from './EventCell';

/** The event codes of the filter, admin actions included, as GET /api/admin/log/type lists them. */
export const EVENT_TYPES: LookupSource = {
  path: '/api/admin/log/type',
  toOptions: (data) =>
    (data as AdminEventTypeList).types.map((type) => ({
      value: String(type.code),
      label: T.eventOption(type.code, type.description),
    })),
  errorMessage: T.typesLoadFailed,
};

/** Registru (admin.md §2 Log view, §9): newest first, 10 per page, event/date range/user filters. */
export const LOG_LIST: ListDefinition<AdminLogView> = {
  caption: T.caption,
  emptyMessage: T.empty,
  api: { path: '/api/admin/log', rowsKey: 'logs' },
  columns: [
    {
      id: 'code',
      header: T.columnEvent,
      sortable: true,
      cell: (entry, { highlight }) => <EventCell entry={entry} highlight={highlight} />,
    },
    {
      id: 'created_at',
      header: T.columnDate,
      sortable: true,
      text: (entry) => formatDateTime(entry.createdAt),
    },
    { id: 'email', header: T.columnEmail, sortable: true, text: (entry) => entry.email },
  ],
  search: {},
  filters: [
    { id: 'code', label: T.filterCode, kind: 'lookup', source: EVENT_TYPES },
    { id: 'from', label: T.filterFrom, kind: 'date', min: ADMIN_LOG_FIRST_DAY },
    { id: 'to', label: T.filterTo, kind: 'date', min: ADMIN_LOG_FIRST_DAY },
    { id: 'userId', label: T.filterUserId, kind: 'text' },
  ],
  defaultSort: { orderby: 'created_at', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  rowLabel: (entry) => T.rowLabel(entry.description, entry.email),
};
