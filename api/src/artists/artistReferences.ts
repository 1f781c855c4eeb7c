import { ADMIN_ARTIST_MESSAGES } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { badRequest, notFound } from '../errors/HttpError';
import { TabRequestModel } from '../requests/request.model';
import { TabModel } from '../tabs/tab.model';
import { ArtistModel } from './artist.model';
import type { ArtistRecord } from './artist.views';

type ArtistId = Types.ObjectId | string;

/**
 * How long a lease or a delete mark holds. Both last milliseconds in practice; one left behind by a process that
 * was killed mid-write lapses after this instead of blocking the artist for ever.
 */
export const ARTIST_LEASE_MS = 60_000;

const lapsedBefore = (now: number) => new Date(now - ARTIST_LEASE_MS);

/**
 * Runs a write that makes a tab, draft or request point at the artist while holding a lease on it, so the
 * artist cannot be deleted under the write. There are no transactions (standalone mongod, embedded engine), so
 * the write and the delete meet on the artist document instead: the lease is refused once a delete has marked
 * the artist, and the mark is refused while a lease is held. Either the write ends before the mark (the delete
 * then finds its reference) or it never starts (`message`, 400).
 */
export async function withArtistReference<T>(
  artistId: ArtistId,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const leased = await ArtistModel.updateOne(
    { _id: artistId, $or: [{ deleting: { $ne: true } }, { deletingSince: { $lt: lapsedBefore(now) } }] },
    { $inc: { pendingWrites: 1 }, $set: { deleting: false, leaseUntil: new Date(now + ARTIST_LEASE_MS) } },
    { timestamps: false },
  );
  if (leased.matchedCount === 0) throw badRequest(message);
  try {
    return await write();
  } finally {
    // Never below zero: a delete may have reset leases that had lapsed.
    await ArtistModel.updateOne(
      { _id: artistId, pendingWrites: { $gt: 0 } },
      { $inc: { pendingWrites: -1 } },
      { timestamps: false },
    );
  }
}

/** Any tab (public or not), proposed draft or request pointing at the artist, read from the collections. */
async function isReferenced(artistId: Types.ObjectId): Promise<boolean> {
  const [tab, request] = await Promise.all([
    TabModel.exists({ $or: [{ artistId }, { 'draft.artistId': artistId }] }),
    TabRequestModel.exists({ artistId }),
  ]);
  return tab !== null || request !== null;
}

/**
 * Deletes an artist nothing points at (admin delete): marks it `deleting` (refused while a referencing write
 * holds a lease that has not lapsed), checks the tabs, drafts and requests, then deletes it or lifts the mark and refuses.
 * Answers the deleted artist.
 */
export async function deleteUnreferencedArtist(id: string): Promise<ArtistRecord> {
  const now = Date.now();
  const marked = await ArtistModel.findOneAndUpdate(
    {
      _id: id,
      $and: [
        { $or: [{ deleting: { $ne: true } }, { deletingSince: { $lt: lapsedBefore(now) } }] },
        { $or: [{ pendingWrites: { $not: { $gt: 0 } } }, { leaseUntil: { $lt: new Date(now) } }] },
      ],
    },
    { $set: { deleting: true, deletingSince: new Date(now), pendingWrites: 0 } },
    { timestamps: false, returnDocument: 'after' },
  ).lean<ArtistRecord>();
  if (!marked) {
    if (await ArtistModel.exists({ _id: id })) throw badRequest(ADMIN_ARTIST_MESSAGES.busy);
    throw notFound();
  }
  if (await isReferenced(marked._id)) {
    await ArtistModel.updateOne({ _id: marked._id }, { $set: { deleting: false } }, { timestamps: false });
    throw badRequest(ADMIN_ARTIST_MESSAGES.hasContent);
  }
  await ArtistModel.deleteOne({ _id: marked._id });
  return marked;
}
