import {
  type NewSongbookEntryPayload,
  type NewSongbookPayload,
  normaliseSearchText,
  SONGBOOK_ENTRIES_MAX,
  SONGBOOK_MESSAGES,
  SONGBOOK_NAME_MAX,
  SONGBOOKS_PER_USER_MAX,
  type Songbook,
  type SongbookEntryUpdatePayload,
  type SongbookList,
  type SongbookOrderField,
  type SongbookSummary,
  type SongbookUpdatePayload,
  type SortDirection,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { firstFreeSlug, slugBaseOf, withFreeSlug } from '../db/uniqueSlug';
import { inWriteTransaction } from '../db/writeTransaction';
import { badRequest, HttpError, notFound } from '../errors/HttpError';
import { TabModel } from '../tabs/tab.model';
import { UserModel } from '../users/user.model';
import { applySongbookCounterChanges } from './songbook.counters';
import { SongbookModel, type SongbookRecord } from './songbook.model';
import { songbookView, summaryOf } from './songbookViews';

const FALLBACK_SLUG = 'lista';
/** Optimistic reorder attempts before giving up on a songbook that keeps changing under it. */
const REORDER_ATTEMPTS = 3;

const oid = (id: string) => new Types.ObjectId(id);
const freeSlugFor = (name: string, exceptId?: Types.ObjectId) => () =>
  firstFreeSlug(SongbookModel, exceptId ? { _id: { $ne: exceptId } } : {}, slugBaseOf(name, FALLBACK_SLUG));

/** A songbook the viewer may read: their own, or anyone's public one; otherwise 404 (it is not theirs to know). */
async function readableSongbook(id: string, viewerId: string | undefined): Promise<SongbookRecord> {
  const songbook = await SongbookModel.findById(id).lean<SongbookRecord>();
  if (!songbook) throw notFound();
  if (!songbook.isPublic && songbook.ownerId.toHexString() !== viewerId) throw notFound();
  return songbook;
}

/** A songbook the user may change: 404 when it does not exist, 403 when it is someone else's. */
async function ownedSongbook(userId: string, id: string): Promise<SongbookRecord> {
  const songbook = await SongbookModel.findById(id).lean<SongbookRecord>();
  if (!songbook) throw notFound();
  if (songbook.ownerId.toHexString() !== userId) throw new HttpError(403);
  return songbook;
}

/** The songbook after a write, 404 when it vanished meanwhile (deleted by its owner in another tab). */
async function answerAfterWrite(id: Types.ObjectId, userId: string): Promise<Songbook> {
  const songbook = await SongbookModel.findById(id).lean<SongbookRecord>();
  if (!songbook) throw notFound();
  return songbookView(songbook, userId, null);
}

async function refuseOverLimit(userId: string): Promise<void> {
  const count = await SongbookModel.countDocuments({ ownerId: oid(userId) });
  if (count >= SONGBOOKS_PER_USER_MAX) throw badRequest(SONGBOOK_MESSAGES.tooManySongbooks);
}

async function insertSongbook(
  userId: string,
  fields: { name: string; description: string; isPublic: boolean; entries?: unknown[] },
): Promise<Types.ObjectId> {
  return withFreeSlug(freeSlugFor(fields.name), (slug) =>
    inWriteTransaction(async (session) => {
      const [created] = await SongbookModel.create(
        [{ ...fields, ownerId: oid(userId), slug, sortName: normaliseSearchText(fields.name) }],
        { session },
      );
      if (!created) throw notFound();
      await applySongbookCounterChanges(null, created, session);
      return created._id;
    }),
  );
}

export interface SongbookListQuery {
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
  readonly orderby: SongbookOrderField;
}

const SORT_FIELDS: Record<SongbookOrderField, string> = {
  updatedAt: 'updatedAt',
  name: 'sortName',
  createdAt: 'createdAt',
};

/** Summaries of the songbooks matching `filter` (entries read for their count only). */
async function summaries(filter: Record<string, unknown>, query: SongbookListQuery): Promise<SongbookList> {
  const direction = query.sort === 'desc' ? -1 : 1;
  const [songbooks, total] = await Promise.all([
    SongbookModel.find(filter, {
      'entries._id': 1,
      name: 1,
      slug: 1,
      description: 1,
      isPublic: 1,
      createdAt: 1,
      updatedAt: 1,
    })
      .sort({ [SORT_FIELDS[query.orderby]]: direction, _id: direction })
      .skip(query.offset)
      .limit(query.limit)
      .lean<SongbookRecord[]>(),
    SongbookModel.countDocuments(filter),
  ]);
  return { songbooks: songbooks.map((songbook) => summaryOf(songbook, songbook.entries.length)), total };
}

/** GET /api/user/songbook: a page of the user's songbooks, last changed first by default. */
export function listOwnSongbooks(userId: string, query: SongbookListQuery): Promise<SongbookList> {
  return summaries({ ownerId: oid(userId) }, query);
}

/** POST /api/user/songbook: a new songbook, private unless asked otherwise, at most 50 per user. */
export async function createSongbook(
  userId: string,
  payload: Required<NewSongbookPayload>,
): Promise<Songbook> {
  await refuseOverLimit(userId);
  const id = await insertSongbook(userId, payload);
  return answerAfterWrite(id, userId);
}

/** GET /api/user/songbook/{id}: with every available song's body, for the editor, the reader and stage mode. */
export async function songbookForViewer(id: string, viewerId: string, passphrase: string): Promise<Songbook> {
  return songbookView(await readableSongbook(id, viewerId), viewerId, passphrase);
}

/** GET /api/songbook/{slug}: a public songbook (its owner also sees it while private, to preview the link). */
export async function songbookBySlug(
  slug: string,
  viewerId: string | undefined,
  passphrase: string,
): Promise<Songbook> {
  const songbook = await SongbookModel.findOne({ slug }).lean<SongbookRecord>();
  if (!songbook || (!songbook.isPublic && songbook.ownerId.toHexString() !== viewerId)) throw notFound();
  return songbookView(songbook, viewerId, passphrase);
}

/**
 * PUT /api/user/songbook/{id}: name, description, visibility. While a songbook is private its share slug follows
 * its name; once public the slug stays, so links already shared keep working after a rename.
 */
export async function updateSongbook(
  userId: string,
  id: string,
  change: SongbookUpdatePayload,
): Promise<Songbook> {
  const current = await ownedSongbook(userId, id);
  const renamed = change.name !== undefined && change.name !== current.name && !current.isPublic;
  const write = (slug?: string) =>
    inWriteTransaction(async (session) => {
      const before = await SongbookModel.findOneAndUpdate(
        { _id: current._id, ownerId: current.ownerId },
        {
          $set: {
            ...change,
            ...(change.name !== undefined ? { sortName: normaliseSearchText(change.name) } : {}),
            ...(slug ? { slug } : {}),
          },
        },
        { returnDocument: 'before', session },
      ).lean<SongbookRecord>();
      if (!before) throw notFound();
      const isPublic = change.isPublic ?? before.isPublic;
      await applySongbookCounterChanges(before, { ownerId: before.ownerId, isPublic }, session);
    });
  if (renamed && change.name) await withFreeSlug(freeSlugFor(change.name, current._id), write);
  else await write();
  return answerAfterWrite(current._id, userId);
}

/** The name of a copy: 'Nume (copie)', shortened so it stays within the name limit. */
function copyName(name: string): string {
  const suffix = ` ${SONGBOOK_MESSAGES.copySuffix}`;
  return `${name.slice(0, SONGBOOK_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * POST /api/user/songbook/{id}/duplicate: a private copy for the user of their own songbook or of someone's
 * public one (a band mate's set list), entries with their settings in the same order.
 */
export async function duplicateSongbook(userId: string, id: string): Promise<Songbook> {
  const source = await readableSongbook(id, userId);
  await refuseOverLimit(userId);
  const entries = source.entries.map(({ tabId, title, artistName, transpose, capo, note, scrollSpeed }) => ({
    tabId,
    title,
    artistName,
    transpose,
    capo,
    note,
    scrollSpeed,
  }));
  const copyId = await insertSongbook(userId, {
    name: copyName(source.name),
    description: source.description,
    isPublic: false,
    entries,
  });
  return answerAfterWrite(copyId, userId);
}

/** DELETE /api/user/songbook/{id} */
export async function deleteSongbook(userId: string, id: string): Promise<void> {
  const current = await ownedSongbook(userId, id);
  await inWriteTransaction(async (session) => {
    const removed = await SongbookModel.findOneAndDelete(
      { _id: current._id, ownerId: current.ownerId },
      { session, projection: { ownerId: 1, isPublic: 1 } },
    ).lean<SongbookRecord>();
    if (!removed) throw notFound();
    await applySongbookCounterChanges(removed, null, session);
  });
}

/** The names an entry remembers of its tab; only published catalogue tabs can be added. */
async function addableTab(tabId: string): Promise<{ title: string; artistName: string }> {
  const tab = await TabModel.findOne(
    { _id: oid(tabId), isPublic: true, artistId: { $ne: null } },
    { title: 1, artistId: 1 },
  ).lean();
  const artist = tab ? await ArtistModel.findById(tab.artistId, { name: 1 }).lean() : null;
  if (!tab || !artist) throw badRequest(SONGBOOK_MESSAGES.tabUnavailable);
  return { title: tab.title, artistName: artist.name };
}

/** POST /api/user/songbook/{id}/entries: the tab goes last; at most 100 songs, checked in the write itself. */
export async function addEntry(
  userId: string,
  id: string,
  payload: Required<NewSongbookEntryPayload>,
): Promise<Songbook> {
  const current = await ownedSongbook(userId, id);
  const names = await addableTab(payload.tabId);
  const { modifiedCount } = await SongbookModel.updateOne(
    {
      _id: current._id,
      ownerId: current.ownerId,
      [`entries.${SONGBOOK_ENTRIES_MAX - 1}`]: { $exists: false },
    },
    { $push: { entries: { ...payload, tabId: oid(payload.tabId), ...names } } },
  );
  if (modifiedCount === 0) {
    if (await SongbookModel.exists({ _id: current._id })) throw badRequest(SONGBOOK_MESSAGES.tooManyEntries);
    throw notFound();
  }
  return answerAfterWrite(current._id, userId);
}

/** PUT /api/user/songbook/{id}/entries/{entryId}: key, capo, note or stage speed of one song. */
export async function updateEntry(
  userId: string,
  id: string,
  entryId: string,
  change: SongbookEntryUpdatePayload,
): Promise<Songbook> {
  const current = await ownedSongbook(userId, id);
  const set = Object.fromEntries(
    Object.entries(change).map(([field, value]) => [`entries.$.${field}`, value]),
  );
  const { matchedCount } = await SongbookModel.updateOne(
    { _id: current._id, ownerId: current.ownerId, 'entries._id': oid(entryId) },
    { $set: set },
  );
  if (matchedCount === 0) throw notFound();
  return answerAfterWrite(current._id, userId);
}

/** DELETE /api/user/songbook/{id}/entries/{entryId} */
export async function removeEntry(userId: string, id: string, entryId: string): Promise<Songbook> {
  const current = await ownedSongbook(userId, id);
  const { modifiedCount } = await SongbookModel.updateOne(
    { _id: current._id, ownerId: current.ownerId, 'entries._id': oid(entryId) },
    { $pull: { entries: { _id: oid(entryId) } } },
  );
  if (modifiedCount === 0) throw notFound();
  return answerAfterWrite(current._id, userId);
}

const sameIds = (ids: readonly string[], entries: readonly { _id: Types.ObjectId }[]) =>
  ids.length === entries.length && entries.every((entry) => ids.includes(entry._id.toHexString()));

/**
 * PUT /api/user/songbook/{id}/order: `entryIds` must name every entry exactly once (400 otherwise). The write
 * only lands on the songbook as it was read (same updatedAt), so a song added or changed meanwhile is never lost.
 */
export async function reorderEntries(
  userId: string,
  id: string,
  entryIds: readonly string[],
): Promise<Songbook> {
  for (let attempt = 1; attempt <= REORDER_ATTEMPTS; attempt++) {
    const current = await ownedSongbook(userId, id);
    const entries = current.entries as Array<SongbookRecord['entries'][number] & { _id: Types.ObjectId }>;
    if (!sameIds(entryIds, entries)) throw badRequest(SONGBOOK_MESSAGES.orderMismatch);
    const byId = new Map(entries.map((entry) => [entry._id.toHexString(), entry]));
    const { modifiedCount } = await SongbookModel.updateOne(
      { _id: current._id, ownerId: current.ownerId, updatedAt: current.updatedAt },
      { $set: { entries: entryIds.map((entryId) => byId.get(entryId)) } },
    );
    if (modifiedCount > 0) return answerAfterWrite(current._id, userId);
  }
  throw new HttpError(409, SONGBOOK_MESSAGES.changedMeanwhile);
}

/** A public songbook's summary and owner, for its page's head (no entries: the page reads them itself). */
export async function publicSongbookSummary(
  slug: string,
): Promise<SongbookSummary & { owner: { name: string; slug: string } }> {
  const songbook = await SongbookModel.findOne(
    { slug, isPublic: true },
    { 'entries.note': 0 },
  ).lean<SongbookRecord>();
  if (!songbook) throw notFound();
  const owner = await UserModel.findById(songbook.ownerId, { username: 1, slug: 1 }).lean();
  if (!owner) throw notFound();
  return {
    ...summaryOf(songbook, songbook.entries.length),
    owner: { name: owner.username, slug: owner.slug },
  };
}

/** GET /api/profile/{slug}/songbooks: the public songbooks a profile shows, last changed first. */
export async function publicSongbooksOfProfile(profileSlug: string): Promise<SongbookList> {
  const user = await UserModel.findOne({ slug: profileSlug.toLowerCase() }, { _id: 1 }).lean();
  if (!user) throw notFound();
  return summaries(
    { ownerId: user._id, isPublic: true },
    { limit: SONGBOOKS_PER_USER_MAX, offset: 0, sort: 'desc', orderby: 'updatedAt' },
  );
}

/** Part of deleting an account: its songbooks go with it (they are personal, unlike tabs). */
export async function eraseUserSongbooks(userId: Types.ObjectId): Promise<void> {
  await SongbookModel.deleteMany({ ownerId: userId });
}
