import type { Types } from 'mongoose';
import { TabModel } from './tab.model';
import { tabSearchFields } from './tabDerivedFields';

/** Keeps the artist part of the search fields of an artist's tabs in step with its new name (admin rename). */
export async function renameArtistInTabs(artistId: Types.ObjectId, name: string): Promise<number> {
  const tabs = await TabModel.find({ artistId }, { title: 1 }).lean();
  if (tabs.length === 0) return 0;
  await TabModel.bulkWrite(
    tabs.map((tab) => ({
      updateOne: { filter: { _id: tab._id }, update: { $set: tabSearchFields(name, tab.title) } },
    })),
    { ordered: false, timestamps: false },
  );
  return tabs.length;
}
