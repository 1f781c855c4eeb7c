import type { RatingResult } from '@acorduri/contracts';
import { type ClientSession, Types } from 'mongoose';
import { cacheFiles } from '../cache/cacheFiles';
import { inWriteTransaction } from '../db/writeTransaction';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import { notFound } from '../errors/HttpError';
import { orEarlierWrite } from '../http/earlierWrite';
import { LATEST_TABS_FILE, TOP_FAVOURITES_FILE } from '../tabs/tab.cache';
import { onTabDeleted } from '../tabs/tab.events';
import { TabModel } from '../tabs/tab.model';
import { RatingModel } from './rating.model';

/** How many recent idempotency keys a rating keeps: more than any client retries before its next vote. */
const KEPT_REQUEST_KEYS = 10;

/**
 * Stores the user's rating of the tab and answers the one it replaced (null for a first vote). With a request
 * key, a rating that already holds it is not matched: the upsert's insert then fails on the unique index.
 */
async function upsertRating(
  tabId: Types.ObjectId,
  userId: Types.ObjectId,
  rating: number,
  requestKey: string | undefined,
  session?: ClientSession,
): Promise<number | null> {
  const previous = await RatingModel.findOneAndUpdate(
    requestKey ? { tabId, userId, requestKeys: { $ne: requestKey } } : { tabId, userId },
    {
      $set: { rating },
      ...(requestKey ? { $push: { requestKeys: { $each: [requestKey], $slice: -KEPT_REQUEST_KEYS } } } : {}),
    },
    { upsert: true, returnDocument: 'before', projection: { rating: 1 }, session },
  ).lean();
  return previous ? previous.rating : null;
}

const orZero = (field: string) => ({ $ifNull: [field, 0] });

/**
 * One atomic pipeline update: adds the vote's difference to the sum and count, then recomputes the half-star
 * rating from the updated totals (the formula of the tab model's `ratingOf`). Deltas commute, so concurrent votes
 * in any order leave sum, count and rating consistent.
 */
async function applyVote(
  tabId: Types.ObjectId,
  sumDelta: number,
  countDelta: number,
  session?: ClientSession,
) {
  const average = { $divide: ['$ratingSum', '$ratingCount'] };
  return TabModel.findOneAndUpdate(
    { _id: tabId },
    [
      {
        $set: {
          ratingSum: { $add: [orZero('$ratingSum'), sumDelta] },
          ratingCount: { $add: [orZero('$ratingCount'), countDelta] },
        },
      },
      {
        $set: {
          rating: {
            $cond: [
              { $gt: ['$ratingCount', 0] },
              {
                $min: [
                  5,
                  { $max: [0, { $divide: [{ $floor: { $add: [{ $multiply: [average, 2] }, 0.5] } }, 2] }] },
                ],
              },
              0,
            ],
          },
        },
      },
    ],
    { returnDocument: 'after', updatePipeline: true, projection: { rating: 1, ratingCount: 1 }, session },
  ).lean();
}

const tabAggregateOf = (tabId: Types.ObjectId) =>
  TabModel.findById(tabId, { rating: 1, ratingCount: 1 }).lean<RatingResult>();

/**
 * The rating and the tab's totals, in one transaction when the database has them. Two concurrent first votes of
 * one user race on the unique index; the loser runs again as a change of vote. A vote already stored under the
 * request's key (a retry after a crash) changes nothing and is answered with the tab's totals.
 */
async function storeVote(tabId: Types.ObjectId, userId: Types.ObjectId, rating: number, requestKey?: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await orEarlierWrite(
        requestKey,
        () =>
          inWriteTransaction(async (session) => {
            const previous = await upsertRating(tabId, userId, rating, requestKey, session);
            return applyVote(tabId, rating - (previous ?? 0), previous === null ? 1 : 0, session);
          }),
        async (key) =>
          (await RatingModel.exists({ tabId, userId, requestKeys: key })) ? tabAggregateOf(tabId) : null,
      );
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
    }
  }
}

/** PUT /api/user/tab/rate: the user's vote on a public tab (a new one or a change), answered with the aggregate. */
export async function rateTab(
  userId: string,
  tabId: string,
  rating: number,
  requestKey?: string,
): Promise<RatingResult> {
  const tab = new Types.ObjectId(tabId);
  if (!(await TabModel.exists({ _id: tab, isPublic: true }))) throw notFound();
  const updated = await storeVote(tab, new Types.ObjectId(userId), rating, requestKey);
  if (!updated) throw notFound();
  // The home page's tables show each tab's stars.
  cacheFiles.invalidate(TOP_FAVOURITES_FILE);
  cacheFiles.invalidate(LATEST_TABS_FILE);
  return { rating: updated.rating, ratingCount: updated.ratingCount };
}

onTabDeleted(async (tab) => {
  await RatingModel.deleteMany({ tabId: tab._id });
});
