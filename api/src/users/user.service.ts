import type { OwnProfile, ProfileUpdate, PublicProfile } from '@acorduri/contracts';
import { ACCOUNT_MESSAGES } from '@acorduri/contracts';
import { HttpError } from '../errors/HttpError';
import { findLocation } from '../locations/location.service';
import { slugOfName } from './slug';
import { EMAIL_VISIBILITY, type User, type UserDocument, UserModel } from './user.model';

type ProfileSource = Pick<
  User,
  | 'username'
  | 'slug'
  | 'location'
  | 'locationId'
  | 'instrumentCodes'
  | 'favouriteArtists'
  | 'otherInfo'
  | 'publishedTabCount'
>;

export function ownProfileOf(user: ProfileSource): OwnProfile {
  return {
    name: user.username,
    slug: user.slug,
    location: user.location,
    locationId: user.locationId ? String(user.locationId) : null,
    instrumentCodes: user.instrumentCodes,
    favouriteArtists: user.favouriteArtists,
    otherInfo: user.otherInfo,
    publishedTabCount: user.publishedTabCount,
  };
}

/** What anyone may see of a user (GET /api/profile/{slug}); the email only when its owner made it public. */
export function publicProfileOf(
  user: ProfileSource &
    Pick<User, 'role' | 'createdAt' | 'email' | 'emailVisibility' | 'publicSongbookCount'> & { _id: unknown },
): PublicProfile {
  return {
    id: String(user._id),
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    ...ownProfileOf(user),
    publicSongbookCount: user.publicSongbookCount,
    ...(user.emailVisibility === EMAIL_VISIBILITY.public ? { email: user.email } : {}),
  };
}

export async function findUserByEmail(email: string): Promise<UserDocument | null> {
  return UserModel.findOne({ email: email.trim().toLowerCase() });
}

/** A name is free when no account has the same slug (names differing only in case, accents or punctuation clash). */
export async function isNameAvailable(name: string): Promise<boolean> {
  const slug = slugOfName(name);
  if (!slug) return false;
  return (await UserModel.exists({ slug })) === null;
}

export async function ownProfile(userId: string): Promise<OwnProfile> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new HttpError(401);
  return ownProfileOf(user);
}

export async function updateProfile(userId: string, update: ProfileUpdate): Promise<OwnProfile> {
  const changes: Partial<User> = {};
  if (update.instrumentCodes !== undefined) changes.instrumentCodes = update.instrumentCodes;
  if (update.favouriteArtists !== undefined) changes.favouriteArtists = update.favouriteArtists;
  if (update.otherInfo !== undefined) changes.otherInfo = update.otherInfo;
  if (update.locationId !== undefined) {
    const location = update.locationId ? await findLocation(update.locationId) : null;
    if (update.locationId && !location) throw new HttpError(400, ACCOUNT_MESSAGES.locationInvalid);
    changes.locationId = location?._id ?? null;
    changes.location = location?.name ?? '';
  }
  const user = await UserModel.findByIdAndUpdate(
    userId,
    { $set: changes },
    { returnDocument: 'after' },
  ).lean();
  if (!user) throw new HttpError(401);
  return ownProfileOf(user);
}
