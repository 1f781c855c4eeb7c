import type { ClientSession, Types } from 'mongoose';
import { UserModel } from '../users/user.model';

/** What the owner's counters depend on. */
export interface CountedSongbook {
  ownerId: Types.ObjectId;
  isPublic: boolean;
}

/**
 * Moves the owner's songbookCount (all songbooks) and publicSongbookCount (the ones the profile shows) from a
 * songbook's state `before` a write to `after` it (null: not existing), like the other contribution counters.
 */
export async function applySongbookCounterChanges(
  before: CountedSongbook | null,
  after: CountedSongbook | null,
  session?: ClientSession,
): Promise<void> {
  const owner = after?.ownerId ?? before?.ownerId;
  if (!owner) return;
  const count = (after ? 1 : 0) - (before ? 1 : 0);
  const publicCount = (after?.isPublic ? 1 : 0) - (before?.isPublic ? 1 : 0);
  if (count === 0 && publicCount === 0) return;
  await UserModel.updateOne(
    { _id: owner },
    { $inc: { songbookCount: count, publicSongbookCount: publicCount } },
    { session },
  );
}
