import type { Types } from 'mongoose';
import { cacheFiles } from '../cache/cacheFiles';
import { communitySeedData, type SeedTab, writeTabCounters } from '../profiles/communitySeed';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { TOP_FAVOURITES_FILE } from '../tabs/tab.cache';
import { FavouriteModel } from './favourite.model';

/** The most favourites one user keeps; the standard demo account keeps this many. */
const MAX_PER_USER = 40;
const DEMO_ACCOUNT_FAVOURITES = 8;

/**
 * Favourites of every user: a handful each (a few keep many), drawn with a skew so that some tabs become
 * clearly popular (the home page's top list). Each tab's favouriteCount is written from the inserted favourites.
 */
export async function seedFavourites(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('favourites');
  const { publicTabs, users, demoAccount } = await communitySeedData(context);
  if (publicTabs.length === 0) return 0;
  // A fixed shuffle decides which tabs are popular, so popularity does not follow the tabs' age.
  const byPopularity = random.sample(publicTabs, publicTabs.length);
  const favourites: {
    _id: Types.ObjectId;
    userId: Types.ObjectId;
    tabId: Types.ObjectId;
    createdAt: Date;
  }[] = [];
  const perTab = new Map<string, { favouriteCount: number }>();
  for (const userId of users) {
    const isDemo = demoAccount !== undefined && userId.equals(demoAccount);
    const wanted = isDemo ? DEMO_ACCOUNT_FAVOURITES : random.skewedIndex(MAX_PER_USER);
    const chosen = new Map<string, SeedTab>();
    for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt += 1) {
      const tab = byPopularity[random.skewedIndex(byPopularity.length)];
      if (tab) chosen.set(tab._id.toHexString(), tab);
    }
    for (const [key, tab] of chosen) {
      const createdAt = random.date(tab.createdAt, context.now);
      favourites.push({ _id: seededObjectId(random, createdAt), userId, tabId: tab._id, createdAt });
      perTab.set(key, { favouriteCount: (perTab.get(key)?.favouriteCount ?? 0) + 1 });
    }
  }
  progress?.total(favourites.length);
  await bulkInsert(FavouriteModel, favourites, progress);
  await writeTabCounters(context, perTab);
  cacheFiles.invalidate(TOP_FAVOURITES_FILE);
  return favourites.length;
}
