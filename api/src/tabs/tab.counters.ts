import type { ClientSession, Types } from 'mongoose';
import { ARTIST_DATA_FILE } from '../artists/artist.cache';
import { ArtistModel } from '../artists/artist.model';
import { cacheFiles } from '../cache/cacheFiles';
import { TAG_DATA_FILE } from '../tags/tag.cache';
import { TagModel } from '../tags/tag.model';
import { UserModel } from '../users/user.model';
import { invalidateTabSummaries } from './tab.cache';

/** What the counters depend on: a tab's visibility, artist, tags and author. */
export interface CountedTab {
  isPublic: boolean;
  artistId?: Types.ObjectId | null;
  tagIds: readonly Types.ObjectId[];
  authorId?: Types.ObjectId | null;
}

function addDelta(deltas: Map<string, number>, id: Types.ObjectId | null | undefined, delta: number): void {
  if (!id) return;
  const key = id.toHexString();
  deltas.set(key, (deltas.get(key) ?? 0) + delta);
}

function publicContributions(
  tab: CountedTab | null,
  sign: number,
  artists: Map<string, number>,
  tags: Map<string, number>,
) {
  if (!tab?.isPublic) return;
  addDelta(artists, tab.artistId, sign);
  for (const tagId of tab.tagIds) addDelta(tags, tagId, sign);
}

type TabCountIncrement = { updateOne: { filter: { _id: string }; update: { $inc: { tabCount: number } } } };

/** One bulk write of $inc updates; false when every delta cancelled out. */
async function incrementEach(
  deltas: Map<string, number>,
  write: (operations: TabCountIncrement[]) => Promise<unknown>,
): Promise<boolean> {
  const changes = [...deltas].filter(([, delta]) => delta !== 0);
  if (changes.length === 0) return false;
  await write(
    changes.map(([id, delta]) => ({
      updateOne: { filter: { _id: id }, update: { $inc: { tabCount: delta } } },
    })),
  );
  return true;
}

/**
 * Moves the counters from a tab's state `before` a write to its state `after` it (null: not existing) with
 * atomic $inc updates: artist and tag tabCount count public tabs, the author's tabCount all tabs and
 * publishedTabCount the public ones. Callers read `before` atomically with the write (findOneAndUpdate/Delete),
 * so concurrent writes each move the counters once. The cache files summarising public tabs are invalidated.
 * With a `session` the updates join the write's transaction, one after the other as a transaction requires.
 */
export async function applyCounterChanges(
  before: CountedTab | null,
  after: CountedTab | null,
  session?: ClientSession,
): Promise<void> {
  const artists = new Map<string, number>();
  const tags = new Map<string, number>();
  publicContributions(before, -1, artists, tags);
  publicContributions(after, 1, artists, tags);

  const author = after?.authorId ?? before?.authorId ?? null;
  const tabDelta = (after ? 1 : 0) - (before ? 1 : 0);
  const publishedDelta = (after?.isPublic ? 1 : 0) - (before?.isPublic ? 1 : 0);
  if (author && (tabDelta !== 0 || publishedDelta !== 0))
    await UserModel.updateOne(
      { _id: author },
      { $inc: { tabCount: tabDelta, publishedTabCount: publishedDelta } },
      { session },
    );
  const artistsChanged = await incrementEach(artists, (operations) =>
    ArtistModel.bulkWrite(operations, { ordered: false, session }),
  );
  const tagsChanged = await incrementEach(tags, (operations) =>
    TagModel.bulkWrite(operations, { ordered: false, session }),
  );
  if (artistsChanged) cacheFiles.invalidate(ARTIST_DATA_FILE);
  if (tagsChanged) cacheFiles.invalidate(TAG_DATA_FILE);
  if (before?.isPublic || after?.isPublic) invalidateTabSummaries();
}
