import {
  ADMIN_USER_MESSAGES,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserOrderBy,
  type AdminUserView,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { eraseAccount } from '../account/accountDeletion.service';
import { adminSort, countFor } from '../admin/adminList';
import { destroyUserSessions } from '../auth/session.service';
import { CommentModel } from '../comments/comment.model';
import { badRequest, notFound } from '../errors/HttpError';
import { TabRequestModel } from '../requests/request.model';
import { escapeRegex, MATCH_NOTHING } from '../search/searchFilter';
import { TabModel } from '../tabs/tab.model';
import { ADMIN_USER_HIDDEN_FIELDS, adminUserViewOf, type StoredUser } from './adminUser.views';
import { slugOfName } from './slug';
import { activeUserFilter, ROLE, UserModel } from './user.model';

const SORT_FIELDS: Record<AdminUserOrderBy, string> = {
  email: 'email',
  // The slug is the username lowercased without diacritics: 'Ștefan' sorts with 'stefan'.
  username: 'slug',
  last_login: 'lastLogin',
  created_at: 'createdAt',
  tab_count: 'tabCount',
  request_count: 'requestCount',
  comment_count: 'commentCount',
};

/** Usernames are compared through their slug (case, diacritics and separators ignored), emails lowercased. */
function searchCondition(query: AdminUserListQuery): Record<string, unknown> {
  const conditions: Record<string, unknown>[] = [];
  const slug = slugOfName(query.search);
  if (query.searchField !== 'email' && slug) conditions.push({ slug: { $regex: escapeRegex(slug) } });
  if (query.searchField !== 'username')
    conditions.push({ email: { $regex: escapeRegex(query.search.toLowerCase()) } });
  if (conditions.length === 0) return MATCH_NOTHING;
  return conditions.length === 1 ? (conditions[0] ?? MATCH_NOTHING) : { $or: conditions };
}

const counted = (field: string, wanted: boolean) => ({ [field]: wanted ? { $gt: 0 } : { $lte: 0 } });

function listFilter(query: AdminUserListQuery, now: Date): Record<string, unknown> {
  const conditions: Record<string, unknown>[] = [];
  if (query.search) conditions.push(searchCondition(query));
  if (query.role !== undefined) conditions.push({ role: query.role });
  if (query.verified !== undefined) conditions.push({ emailVerified: query.verified });
  if (query.expired !== undefined)
    conditions.push(query.expired ? { accountExpiryDate: { $ne: null, $lte: now } } : activeUserFilter(now));
  if (query.with_tabs !== undefined) conditions.push(counted('tabCount', query.with_tabs));
  if (query.with_requests !== undefined) conditions.push(counted('requestCount', query.with_requests));
  if (query.with_comments !== undefined) conditions.push(counted('commentCount', query.with_comments));
  if (conditions.length === 0) return {};
  return conditions.length === 1 ? (conditions[0] ?? {}) : { $and: conditions };
}

/** GET /api/admin/user: newest accounts first by default; the counters are the ones the resources keep. */
export async function listAdminUsers(query: AdminUserListQuery): Promise<AdminUserList> {
  const now = new Date();
  const filter = listFilter(query, now);
  const [users, total] = await Promise.all([
    UserModel.find(filter, ADMIN_USER_HIDDEN_FIELDS)
      .sort(adminSort(query, SORT_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredUser[]>(),
    countFor(UserModel, filter),
  ]);
  return { users: users.map((user) => adminUserViewOf(user, now)), total };
}

async function storedUser(id: string): Promise<StoredUser> {
  const user = await UserModel.findById(id, ADMIN_USER_HIDDEN_FIELDS).lean<StoredUser>();
  if (!user) throw notFound();
  return user;
}

/** GET /api/admin/user/{id} */
export async function adminUser(id: string): Promise<AdminUserView> {
  return adminUserViewOf(await storedUser(id));
}

/**
 * PUT /api/admin/user/deactivate: the account expires now and is signed out everywhere. The condition is part of
 * the update, so an admin or an account already expired is never touched, whatever runs meanwhile.
 */
export async function deactivateUser(id: string): Promise<AdminUserView> {
  const now = new Date();
  const user = await UserModel.findOneAndUpdate(
    { _id: id, role: { $ne: ROLE.admin }, ...activeUserFilter(now) },
    { $set: { accountExpiryDate: now } },
    { returnDocument: 'after', projection: ADMIN_USER_HIDDEN_FIELDS },
  ).lean<StoredUser>();
  if (!user) {
    const current = await storedUser(id);
    throw badRequest(
      current.role === ROLE.admin
        ? ADMIN_USER_MESSAGES.adminNotDeactivated
        : ADMIN_USER_MESSAGES.alreadyDeactivated,
    );
  }
  await destroyUserSessions(user._id);
  return adminUserViewOf(user, now);
}

/** True when any of the users wrote a tab, a request or a comment (read from the collections, not the counters). */
async function anyContributions(ids: readonly Types.ObjectId[]): Promise<boolean> {
  const byAuthor = { authorId: { $in: ids } };
  const found = await Promise.all([
    TabModel.exists(byAuthor),
    TabRequestModel.exists(byAuthor),
    CommentModel.exists(byAuthor),
  ]);
  return found.some((entry) => entry !== null);
}

/**
 * DELETE /api/admin/user: all the users or none. Every id must exist (404), none may be an admin or have
 * contributions (400) before the first one is erased. Answers the deleted users, for the audit entries.
 */
export async function deleteUsers(ids: readonly string[]): Promise<Pick<StoredUser, '_id' | 'username'>[]> {
  const objectIds = ids.map((id) => new Types.ObjectId(id));
  const users = await UserModel.find({ _id: { $in: objectIds } }, { username: 1, role: 1 }).lean();
  if (users.length !== objectIds.length) throw notFound();
  if (users.some((user) => user.role === ROLE.admin)) throw badRequest(ADMIN_USER_MESSAGES.adminNotDeleted);
  if (await anyContributions(objectIds)) throw badRequest(ADMIN_USER_MESSAGES.hasContributions);
  for (const user of users) await eraseAccount(user._id);
  return users;
}
