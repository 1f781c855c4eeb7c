import type { Types } from 'mongoose';
import { firstFreeSlug, slugBaseOf } from '../db/uniqueSlug';
import { TabModel } from './tab.model';

const FALLBACK_SLUG = 'transpunere';

/** A slug for `title` not yet used by another tab of the same artist: `titlu`, then `titlu-2`, `titlu-3`, … */
export async function uniqueTabSlug(
  artistId: Types.ObjectId | null,
  title: string,
  exceptTabId?: Types.ObjectId,
): Promise<string> {
  return firstFreeSlug(
    TabModel,
    { artistId, ...(exceptTabId ? { _id: { $ne: exceptTabId } } : {}) },
    slugBaseOf(title, FALLBACK_SLUG),
  );
}
