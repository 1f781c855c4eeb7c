import { type AdminUserView, apiFetch, ROLES } from '@acorduri/contracts';
import type { ListDefinition } from '@acorduri/list-toolkit';
import { USER_MESSAGES as T } from '../../messages';
import { ContributionsCell, createdText, lastLoginText, ProfileCell, UsernameCell } from './userCells';
import { USER_FILTERS } from './userFilters';

// The server refuses to delete accounts with contributions (they own content) and admin accounts.
const isDeletable = (user: AdminUserView) =>
  user.role !== ROLES.admin && user.tabCount === 0 && user.requestCount === 0 && user.commentCount === 0;

/** Utilizatori (admin.md §2 Users, §5, §9): created_at desc, 10 per page. */
export const USERS_LIST: ListDefinition<AdminUserView> = {
  caption: T.caption,
  emptyMessage: T.empty,
  api: {
    path: '/api/admin/user',
    rowsKey: 'users',
    // The API deletes by a list of ids only (all or nothing), one row included.
    remove: { body: (user) => ({ ids: [user.id] }) },
    removeMany: { confirm: (users) => T.deleteManyQuestion(users.map((user) => user.username)) },
  },
  columns: [
    { id: 'username', header: T.username, sortable: true, cell: (user) => <UsernameCell user={user} /> },
    { id: 'email', header: T.email, sortable: true, text: (user) => user.email },
    {
      id: 'contributions',
      header: T.columnContributions,
      cell: (user) => <ContributionsCell user={user} />,
      hideOnMobile: true,
    },
    {
      id: 'profile',
      header: T.columnProfile,
      cell: (user) => <ProfileCell user={user} />,
      hideOnMobile: true,
    },
    { id: 'last_login', header: T.columnLastLogin, sortable: true, text: lastLoginText, hideOnMobile: true },
    { id: 'created_at', header: T.columnCreated, sortable: true, text: createdText },
  ],
  search: {
    fields: [
      { value: 'username', label: T.searchUsername },
      { value: 'email', label: T.searchEmail },
    ],
  },
  filters: USER_FILTERS,
  sorts: [
    { label: T.sortEmail, orderby: 'email', sort: 'asc' },
    { label: T.sortUsername, orderby: 'username', sort: 'asc' },
    { label: T.sortLastLogin, orderby: 'last_login', sort: 'desc' },
    { label: T.sortCreated, orderby: 'created_at', sort: 'desc' },
    { label: T.sortTabs, orderby: 'tab_count', sort: 'desc' },
    { label: T.sortRequests, orderby: 'request_count', sort: 'desc' },
    { label: T.sortComments, orderby: 'comment_count', sort: 'desc' },
  ],
  defaultSort: { orderby: 'created_at', sort: 'desc' },
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  rowTone: (user) => (user.isAccountExpired ? 'warning' : undefined),
  rowLabel: (user) => user.username,
  canDelete: isDeletable,
  canSelect: isDeletable,
  deleteConfirm: { title: T.deleteTitle, message: (user) => T.deleteQuestion(user.username) },
  rowActions: [
    {
      id: 'deactivate',
      icon: 'power',
      tone: 'danger',
      label: (user) => T.deactivate(user.username),
      // Admins cannot be deactivated from this screen (admin.md §6); an expired account already is.
      visible: (user) => !user.isAccountExpired && user.role !== ROLES.admin,
      confirm: { title: T.deactivateTitle, message: (user) => T.deactivateQuestion(user.username) },
      run: (user) =>
        apiFetch<AdminUserView>('/api/admin/user/deactivate', { method: 'PUT', body: { id: user.id } }),
    },
  ],
};
