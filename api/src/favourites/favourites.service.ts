import type { TabListItem } from '@acorduri/contracts';
import { type ClientSession, Types } from 'mongoose';
import { cacheFiles } from '../cache/cacheFiles';
import { inWriteTransaction } from '../db/writeTransaction';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import { notFound } from '../errors/HttpError';
import { TOP_FAVOURITES_FILE } from '../tabs/tab.cache';
import { onTabDeleted } from '../tabs/tab.events';
import { TabModel } from '../tabs/tab.model';
import { TAB_LIST_FIELDS, type TabRecord, toTabListItems } from '../tabs/tab.views';
import { FavouriteModel } from './favourite.model';

function countFavourite(tabId: Types.ObjectId, delta: 1 | -1, session?: ClientSession) {
  return TabModel.updateOne({ _id: tabId }, { $inc: { favouriteCount: delta } }, { session });
}

/** GET /api/user/tab/favourites: the user's favourite public tabs, latest added first. */
export async function listFavouriteTabs(userId: string): Promise<{ tabs: TabListItem[] }> {
  const favourites = await FavouriteModel.find({ userId: new Types.ObjectId(userId) }, { tabId: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .lean();
  const tabIds = favourites.map((favourite) => favourite.tabId);
  const tabs = await TabModel.find({ _id: { $in: tabIds }, isPublic: true }, TAB_LIST_FIELDS).lean<
    TabRecord[]
  >();
  const byId = new Map(tabs.map((tab) => [tab._id.toHexString(), tab]));
  const ordered = tabIds.flatMap((id) => byId.get(id.toHexString()) ?? []);
  return { tabs: await toTabListItems(ordered) };
}

/**
 * POST /api/user/tab/favourites: adding twice is harmless: the unique index keeps one favourite and only the
 * insert that created it counts up.
 */
export async function addFavourite(userId: string, tabId: string): Promise<true> {
  const tab = new Types.ObjectId(tabId);
  if (!(await TabModel.exists({ _id: tab, isPublic: true }))) throw notFound();
  try {
    await inWriteTransaction(async (session) => {
      await FavouriteModel.create([{ userId, tabId: tab }], { session });
      await countFavourite(tab, 1, session);
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) return true;
    throw error;
  }
  cacheFiles.invalidate(TOP_FAVOURITES_FILE);
  return true;
}

/** DELETE /api/user/tab/favourites: 404 when the tab is not a favourite; only the deleting call counts down. */
export async function removeFavourite(userId: string, tabId: string): Promise<true> {
  const tab = new Types.ObjectId(tabId);
  const removed = await inWriteTransaction(async (session) => {
    const favourite = await FavouriteModel.findOneAndDelete(
      { userId: new Types.ObjectId(userId), tabId: tab },
      { session },
    ).lean();
    if (favourite) await countFavourite(tab, -1, session);
    return favourite !== null;
  });
  if (!removed) throw notFound();
  cacheFiles.invalidate(TOP_FAVOURITES_FILE);
  return true;
}

onTabDeleted(async (tab) => {
  await FavouriteModel.deleteMany({ tabId: tab._id });
});
