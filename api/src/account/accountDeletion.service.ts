import { Types } from 'mongoose';
import { destroyUserSessions } from '../auth/session.service';
import { cacheFiles } from '../cache/cacheFiles';
import { eraseUserKnownChords } from '../chordSets/knownChords.service';
import { CommentModel } from '../comments/comment.model';
import { invalidateLatestComments } from '../comments/latestComments.cache';
import { HttpError } from '../errors/HttpError';
import { recordEvent } from '../events/events.service';
import { EVENT } from '../events/eventTypes';
import { FavouriteModel } from '../favourites/favourite.model';
import { RatingModel } from '../ratings/rating.model';
import { eraseUserReaderPreferences } from '../readerPreferences/readerPreferences.service';
import { TabRequestModel } from '../requests/request.model';
import { VoteModel } from '../requests/vote.model';
import { eraseUserSongbooks } from '../songbooks/songbooks.service';
import { LATEST_TABS_FILE, TOP_FAVOURITES_FILE } from '../tabs/tab.cache';
import { ratingOf, TabModel } from '../tabs/tab.model';
import { UserModel } from '../users/user.model';
import type { ClientInfo } from './accountContext';
import { deleteUserTokens } from './emailToken.service';

/** How many of the user's items each id had, so counters go down once per removed item. */
function countBy(ids: readonly Types.ObjectId[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id.toHexString(), (counts.get(id.toHexString()) ?? 0) + 1);
  return counts;
}

function decrementEach(counts: Map<string, number>, field: string) {
  return [...counts].map(([id, count]) => ({
    updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $inc: { [field]: -count } } },
  }));
}

async function removeComments(userId: Types.ObjectId): Promise<void> {
  const comments = await CommentModel.find({ authorId: userId }, { tabId: 1 }).lean();
  if (comments.length === 0) return;
  const { deletedCount } = await CommentModel.deleteMany({
    _id: { $in: comments.map((comment) => comment._id) },
  });
  if (deletedCount > 0) {
    await TabModel.bulkWrite(
      decrementEach(countBy(comments.map((comment) => comment.tabId)), 'commentCount'),
    );
    invalidateLatestComments();
  }
}

async function removeFavourites(userId: Types.ObjectId): Promise<void> {
  const favourites = await FavouriteModel.find({ userId }, { tabId: 1 }).lean();
  if (favourites.length === 0) return;
  await FavouriteModel.deleteMany({ _id: { $in: favourites.map((favourite) => favourite._id) } });
  await TabModel.bulkWrite(
    decrementEach(countBy(favourites.map((favourite) => favourite.tabId)), 'favouriteCount'),
  );
  cacheFiles.invalidate(TOP_FAVOURITES_FILE);
}

/**
 * Takes each vote out of its tab's sum and count atomically, then sets the half-star rating for the totals it
 * produced, unless a concurrent vote has changed them since (that vote's update recomputed the rating itself).
 */
async function removeRatings(userId: Types.ObjectId): Promise<void> {
  const ratings = await RatingModel.find({ userId }, { tabId: 1, rating: 1 }).lean();
  for (const { _id, tabId, rating } of ratings) {
    const { deletedCount } = await RatingModel.deleteOne({ _id });
    if (deletedCount === 0) continue;
    const totals = await TabModel.findOneAndUpdate(
      { _id: tabId },
      { $inc: { ratingSum: -rating, ratingCount: -1 } },
      { returnDocument: 'after', projection: { ratingSum: 1, ratingCount: 1 } },
    ).lean();
    if (!totals) continue;
    await TabModel.updateOne(
      { _id: tabId, ratingSum: totals.ratingSum, ratingCount: totals.ratingCount },
      { $set: { rating: ratingOf(totals.ratingSum, totals.ratingCount) } },
    );
  }
}

async function removeVotes(userId: Types.ObjectId): Promise<void> {
  const votes = await VoteModel.find({ userId }, { requestId: 1 }).lean();
  if (votes.length === 0) return;
  await VoteModel.deleteMany({ _id: { $in: votes.map((vote) => vote._id) } });
  await TabRequestModel.bulkWrite(decrementEach(countBy(votes.map((vote) => vote.requestId)), 'voteCount'));
}

/** Tabs and requests are the archive's content: they stay, without an author. */
async function anonymiseContributions(userId: Types.ObjectId): Promise<void> {
  const [tabs] = await Promise.all([
    TabModel.updateMany({ authorId: userId }, { $set: { authorId: null } }),
    TabRequestModel.updateMany({ authorId: userId }, { $set: { authorId: null } }),
  ]);
  if (tabs.modifiedCount > 0) cacheFiles.invalidate(LATEST_TABS_FILE);
}

/**
 * Removes an account and what hangs on it (the account's own deletion and the admin's). Sessions end first (no new
 * content meanwhile); comments, ratings, favourites and votes are removed with their counters; tabs and requests
 * stay anonymous; the user goes last, so an interrupted deletion can simply be repeated.
 */
export async function eraseAccount(userId: Types.ObjectId): Promise<void> {
  await destroyUserSessions(userId);
  await removeComments(userId);
  await removeRatings(userId);
  await removeFavourites(userId);
  await removeVotes(userId);
  await anonymiseContributions(userId);
  await eraseUserSongbooks(userId);
  await eraseUserReaderPreferences(userId);
  await eraseUserKnownChords(userId);
  await deleteUserTokens(userId);
  await UserModel.deleteOne({ _id: userId });
}

/** DELETE /api/account. The event log keeps the address of the deleted account. */
export async function deleteAccount(userId: string, client: ClientInfo): Promise<void> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new HttpError(401);
  await eraseAccount(user._id);
  await recordEvent(EVENT.accountDeleted, { userId: user._id, email: user.email, ip: client.ip });
}
