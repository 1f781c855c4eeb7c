import type { Types } from 'mongoose';
import { communitySeedData, writeTabCounters } from '../profiles/communitySeed';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { ratingOf } from '../tabs/tab.model';
import { RatingModel } from './rating.model';

/** Share of public tabs with votes and the most voters one tab gets. */
const RATED_SHARE = 0.3;
const MAX_VOTERS = 14;

const toHalfStep = (value: number) => Math.min(5, Math.max(0.5, Math.round(value * 2) / 2));

interface RatingDoc {
  _id: Types.ObjectId;
  tabId: Types.ObjectId;
  userId: Types.ObjectId;
  rating: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Votes on a third of the public tabs: each tab has a "quality" and its voters (distinct users, the standard
 * demo account among them now and then) rate around it. Each tab's ratingSum, ratingCount and rating are
 * written from the inserted votes.
 */
export async function seedRatings(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('ratings');
  const { publicTabs, users, demoAccount } = await communitySeedData(context);
  if (publicTabs.length === 0 || users.length === 0) return 0;
  const ratings: RatingDoc[] = [];
  const aggregates = new Map<string, { ratingSum: number; ratingCount: number; rating: number }>();
  for (const tab of random.sample(publicTabs, Math.round(publicTabs.length * RATED_SHARE))) {
    const quality = 2.5 + random.next() * 2.5;
    const voters = random.sample(users, 1 + random.skewedIndex(MAX_VOTERS));
    if (demoAccount && random.chance(0.02) && !voters.some((id) => id.equals(demoAccount)))
      voters.push(demoAccount);
    let sum = 0;
    for (const userId of voters) {
      const rating = toHalfStep(quality + (random.next() - 0.5) * 2);
      const createdAt = random.date(tab.createdAt, context.now);
      ratings.push({
        _id: seededObjectId(random, createdAt),
        tabId: tab._id,
        userId,
        rating,
        createdAt,
        updatedAt: createdAt,
      });
      sum += rating;
    }
    aggregates.set(tab._id.toHexString(), {
      ratingSum: sum,
      ratingCount: voters.length,
      rating: ratingOf(sum, voters.length),
    });
  }
  progress?.total(ratings.length);
  await bulkInsert(RatingModel, ratings, progress);
  await writeTabCounters(context, aggregates);
  return ratings.length;
}
