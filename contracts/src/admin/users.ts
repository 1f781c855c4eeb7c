import Joi from 'joi';
import { ADMIN_LIMIT_MAX, adminFlag, adminId, adminPagingQuery, adminSearchQuery } from './paging';

/** The user list's sorts (admin.md §2 sort menu; default created_at desc, §9). */
export const ADMIN_USER_ORDER_BY = [
  'email',
  'username',
  'last_login',
  'created_at',
  'tab_count',
  'request_count',
  'comment_count',
] as const;
export type AdminUserOrderBy = (typeof ADMIN_USER_ORDER_BY)[number];

/** "Caută în" of the user list: an empty searchField looks in both. */
export const ADMIN_USER_SEARCH_FIELDS = ['username', 'email'] as const;
export type AdminUserSearchField = (typeof ADMIN_USER_SEARCH_FIELDS)[number];

/** Roles as the filter sends them (admin.md §5: Standard=0, Admin=1, Susținător=2). */
export const ADMIN_USER_ROLES = [
  { id: 0, name: 'Standard' },
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Susținător' },
] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number]['id'];

/** Crafted: the spec says what is refused (§4, §6) but gives no wording. */
export const ADMIN_USER_MESSAGES = {
  badRole: 'Rolul nu este valid.',
  idsRequired: 'Selectați cel puțin un utilizator.',
  adminNotDeactivated: 'Conturile de administrator nu pot fi dezactivate.',
  alreadyDeactivated: 'Contul este deja dezactivat.',
  adminNotDeleted: 'Conturile de administrator nu pot fi șterse.',
  hasContributions: 'Conturile cu transpuneri, cereri sau comentarii nu pot fi șterse.',
} as const;

/** GET /api/admin/user */
export const adminUserListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_USER_ORDER_BY, { orderby: 'created_at', sort: 'desc' }),
  ...adminSearchQuery(ADMIN_USER_SEARCH_FIELDS),
  role: Joi.number()
    .integer()
    .valid(...ADMIN_USER_ROLES.map((role) => role.id))
    .empty('')
    .messages({ '*': ADMIN_USER_MESSAGES.badRole }),
  verified: adminFlag(),
  expired: adminFlag(),
  with_tabs: adminFlag(),
  with_requests: adminFlag(),
  with_comments: adminFlag(),
});

export interface AdminUserListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminUserOrderBy;
  search: string;
  searchField?: AdminUserSearchField;
  role?: AdminUserRole;
  verified?: boolean;
  expired?: boolean;
  with_tabs?: boolean;
  with_requests?: boolean;
  with_comments?: boolean;
}

/** DELETE /api/admin/user: the selected users, deleted all together or not at all. */
export const adminUserDeleteBody = Joi.object({
  ids: Joi.array().items(adminId()).min(1).max(ADMIN_LIMIT_MAX).unique().required().messages({
    'array.min': ADMIN_USER_MESSAGES.idsRequired,
    'any.required': ADMIN_USER_MESSAGES.idsRequired,
  }),
});

/** A user row of the admin list and the two-tab user dialog (admin.md §3). */
export interface AdminUserView {
  id: string;
  username: string;
  slug: string;
  email: string;
  emailVerified: boolean;
  emailVisibility: number;
  role: number;
  createdAt: string;
  accountExpiryDate: string | null;
  isAccountExpired: boolean;
  lastLogin: string | null;
  locationName: string;
  instrumentCodes: string;
  otherInfo: string;
  favouriteArtists: string;
  tabCount: number;
  requestCount: number;
  commentCount: number;
  /** Location, an instrument, other info or favourite artists: the profile link is worth showing. */
  hasProfile: boolean;
}

export interface AdminUserList {
  users: AdminUserView[];
  total: number;
}
