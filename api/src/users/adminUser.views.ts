import type { AdminUserView } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { isAccountExpired, type User } from './user.model';

export type StoredUser = User & { _id: Types.ObjectId; createdAt: Date };

/** Fields the admin never sees. */
export const ADMIN_USER_HIDDEN_FIELDS = { passwordHash: 0 } as const;

/** The public profile is worth a link when it says anything beyond the name (admin.md §2). */
function hasProfile(user: StoredUser): boolean {
  return Boolean(
    user.location || user.instrumentCodes.includes('1') || user.otherInfo || user.favouriteArtists,
  );
}

export function adminUserViewOf(user: StoredUser, now = new Date()): AdminUserView {
  return {
    id: user._id.toHexString(),
    username: user.username,
    slug: user.slug,
    email: user.email,
    emailVerified: user.emailVerified,
    emailVisibility: user.emailVisibility,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    accountExpiryDate: user.accountExpiryDate ? user.accountExpiryDate.toISOString() : null,
    isAccountExpired: isAccountExpired(user, now),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    locationName: user.location,
    instrumentCodes: user.instrumentCodes,
    otherInfo: user.otherInfo,
    favouriteArtists: user.favouriteArtists,
    tabCount: user.tabCount,
    requestCount: user.requestCount,
    commentCount: user.commentCount,
    hasProfile: hasProfile(user),
  };
}
