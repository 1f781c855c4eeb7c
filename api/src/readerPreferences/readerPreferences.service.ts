import type { ReaderKeyPreference, ReaderKeyPreferenceAnswer } from '@acorduri/contracts';
import { Types } from 'mongoose';
import { notFound } from '../errors/HttpError';
import { onTabDeleted } from '../tabs/tab.events';
import { TabModel } from '../tabs/tab.model';
import { ReaderPreferenceModel } from './readerPreference.model';

const oid = (id: string) => new Types.ObjectId(id);

/** GET /api/user/reader-preferences/{tabId}: null when the user reads the tab in its own key without capo. */
export async function readerPreferenceOf(userId: string, tabId: string): Promise<ReaderKeyPreferenceAnswer> {
  const stored = await ReaderPreferenceModel.findOne(
    { userId: oid(userId), tabId: oid(tabId) },
    { transpose: 1, capo: 1 },
  ).lean();
  return { preference: stored ? { transpose: stored.transpose, capo: stored.capo } : null };
}

/** PUT /api/user/reader-preferences/{tabId}: remembers the choice (404 for a tab readers cannot open). */
export async function saveReaderPreference(
  userId: string,
  tabId: string,
  preference: ReaderKeyPreference,
): Promise<ReaderKeyPreference> {
  if (!(await TabModel.exists({ _id: oid(tabId), isPublic: true }))) throw notFound();
  const key = { userId: oid(userId), tabId: oid(tabId) };
  // The original key without capo is what every reader gets anyway: forgetting it keeps the collection small.
  if (preference.transpose === 0 && preference.capo === 0) await ReaderPreferenceModel.deleteOne(key);
  else await ReaderPreferenceModel.updateOne(key, { $set: preference }, { upsert: true });
  return { transpose: preference.transpose, capo: preference.capo };
}

/** Part of deleting an account. */
export async function eraseUserReaderPreferences(userId: Types.ObjectId): Promise<void> {
  await ReaderPreferenceModel.deleteMany({ userId });
}

onTabDeleted(async (tab) => {
  await ReaderPreferenceModel.deleteMany({ tabId: tab._id });
});
