import {
  ADMIN_TAB_MESSAGES,
  TAB_MESSAGES,
  type TabContentInput,
  type TabDetail,
  type TabDraftInput,
  type TabListResponse,
  type UserTabListQuery,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { withArtistReference } from '../artists/artistReferences';
import { withFreeSlug } from '../db/uniqueSlug';
import { inWriteTransaction } from '../db/writeTransaction';
import { badRequest, notFound } from '../errors/HttpError';
import { orEarlierWrite } from '../http/earlierWrite';
import { rememberTabSlug } from '../redirects/slugRedirects.service';
import { TagModel } from '../tags/tag.model';
import { applyCounterChanges } from './tab.counters';
import { emitTabDeleted } from './tab.events';
import { TabModel } from './tab.model';
import { uniqueTabSlug } from './tab.slug';
import {
  TAB_REVIEW_DETAIL_FIELDS,
  TAB_REVIEW_LIST_FIELDS,
  type TabRecord,
  toTabDetail,
  toTabListItems,
} from './tab.views';
import { tabSort } from './tabPage';
import { searchableTabFields } from './tabTextSearch';

export interface ResolvedArtist {
  artistId: Types.ObjectId | null;
  tempArtistName: string | null;
  /** The name search and sorting use: the catalogue name or the free text. */
  name: string;
}

/** A catalogue artist (which must exist) wins over a free-text name. */
export async function resolveArtist(
  input: Pick<TabContentInput, 'artistId' | 'tempArtist'>,
): Promise<ResolvedArtist> {
  if (input.artistId) {
    const artist = await ArtistModel.findById(input.artistId, { name: 1 }).lean();
    if (!artist) throw badRequest(TAB_MESSAGES.artistNotFound);
    return { artistId: artist._id, tempArtistName: null, name: artist.name };
  }
  const name = input.tempArtist?.trim() ?? '';
  if (!name) throw badRequest(TAB_MESSAGES.artistRequired);
  return { artistId: null, tempArtistName: name, name };
}

/** Runs a write that points at the resolved catalogue artist: the artist cannot be deleted meanwhile. */
function referencingArtist<T>(artist: ResolvedArtist, write: () => Promise<T>): Promise<T> {
  return artist.artistId ? withArtistReference(artist.artistId, TAB_MESSAGES.artistNotFound, write) : write();
}

/** Runs a write with a slug for `title` unique for the artist (see withFreeSlug). */
function withUniqueSlug<T>(
  artistId: Types.ObjectId | null,
  title: string,
  write: (slug: string) => Promise<T>,
  exceptTabId?: Types.ObjectId,
): Promise<T> {
  return withFreeSlug(() => uniqueTabSlug(artistId, title, exceptTabId), write);
}

/**
 * Replaces the title, catalogue artist and body (with the slug, unique for the artist, and the search fields)
 * plus `changes` of the tab matching `filter`, in one write; answers the tab as it was before, or null.
 */
export async function rewriteTab(
  filter: { _id: Types.ObjectId; $or?: Record<string, true>[] },
  artist: ResolvedArtist,
  content: { title: string; body: string },
  changes: Record<string, unknown>,
  projection?: Record<string, 1>,
): Promise<TabRecord | null> {
  const derived = await searchableTabFields(artist.name, content.title, content.body);
  const before = await referencingArtist(artist, () =>
    withUniqueSlug(
      artist.artistId,
      content.title,
      (slug) =>
        TabModel.findOneAndUpdate(
          filter,
          {
            $set: {
              title: content.title,
              slug,
              artistId: artist.artistId,
              tempArtistName: null,
              body: content.body,
              ...changes,
              ...derived,
            },
          },
          { returnDocument: 'before', ...(projection ? { projection: { ...projection, slug: 1 } } : {}) },
        ).lean<TabRecord>(),
      filter._id,
    ),
  );
  await rememberChangedAddress(before, artist.artistId);
  return before;
}

/** A tab whose slug or artist changed keeps its old page address as a 301 to the new one. */
async function rememberChangedAddress(
  before: TabRecord | null,
  artistId: Types.ObjectId | null,
): Promise<void> {
  if (!before?.artistId || !before.slug) return;
  const after = await TabModel.findById(before._id, { slug: 1, artistId: 1 }).lean();
  if (!after) return;
  const moved = after.slug !== before.slug || !artistId || !before.artistId.equals(artistId);
  if (moved) await rememberTabSlug(before._id, before.artistId, before.slug);
}

const ownFilter = (userId: string, tabId: string) => ({
  _id: new Types.ObjectId(tabId),
  authorId: new Types.ObjectId(userId),
});

/** GET /api/user/tab: the user's own tabs, public or not, with the 'Transpunerile mele' filters. */
export async function listOwnTabs(userId: string, query: UserTabListQuery): Promise<TabListResponse> {
  const filter: Record<string, unknown> = { authorId: new Types.ObjectId(userId) };
  if (query.isPublic !== undefined) filter.isPublic = query.isPublic;
  if (query.draftAvailable !== undefined) filter.draftAvailable = query.draftAvailable;
  if (query.artistId) filter.artistId = new Types.ObjectId(query.artistId);
  if (query.tagId) filter.tagIds = new Types.ObjectId(query.tagId);
  const [tabs, total] = await Promise.all([
    TabModel.find(filter, TAB_REVIEW_LIST_FIELDS)
      .sort(tabSort(query.orderby, query.sort))
      .skip(query.offset)
      .limit(query.limit)
      .lean<TabRecord[]>(),
    TabModel.countDocuments(filter),
  ]);
  return { tabs: await toTabListItems(tabs, 'reviewer'), total };
}

/** GET /api/user/tab/{id}: another user's tab is answered 404, like a missing one (its existence stays private). */
export async function ownTab(userId: string, tabId: string, passphrase: string): Promise<TabDetail> {
  const tab = await TabModel.findOne(ownFilter(userId, tabId), TAB_REVIEW_DETAIL_FIELDS).lean<TabRecord>();
  if (!tab) throw notFound();
  return toTabDetail(tab, passphrase, 'reviewer');
}

/**
 * POST /api/user/tab: new tabs start unpublished, awaiting an admin. With the request's idempotency key, a tab
 * this user already submitted under it is answered instead of a copy (a slug clash still picks another slug).
 */
export async function createTab(
  userId: string,
  input: TabContentInput,
  passphrase: string,
  requestKey?: string,
): Promise<TabDetail> {
  const artist = await resolveArtist(input);
  const authorId = new Types.ObjectId(userId);
  const derived = await searchableTabFields(artist.name, input.title, input.body);
  const insert = (slug: string) =>
    inWriteTransaction(async (session) => {
      const [tab] = await TabModel.create(
        [
          {
            title: input.title,
            slug,
            artistId: artist.artistId,
            tempArtistName: artist.tempArtistName,
            authorId,
            body: input.body,
            isPublic: false,
            pendingReview: true,
            reviewRequestedAt: new Date(),
            requestKey,
            ...derived,
          },
        ],
        { session },
      );
      if (!tab) throw notFound();
      await applyCounterChanges(
        null,
        { isPublic: false, artistId: artist.artistId, tagIds: [], authorId },
        session,
      );
      return tab.toObject<TabRecord>();
    });
  const created = await referencingArtist(artist, () =>
    withUniqueSlug(artist.artistId, input.title, (slug) =>
      orEarlierWrite(
        requestKey,
        () => insert(slug),
        (key) => TabModel.findOne({ authorId, requestKey: key }, TAB_REVIEW_DETAIL_FIELDS).lean<TabRecord>(),
      ),
    ),
  );
  return toTabDetail(created, passphrase, 'reviewer');
}

/** How many recent idempotency keys a tab keeps for its draft saves: more than any client retries before the next. */
const KEPT_DRAFT_REQUEST_KEYS = 10;

/**
 * PUT /api/user/tab/draft: the edit is kept as a draft; what the public sees changes only on approval. With the
 * request's idempotency key, a tab whose draft that key already saved is not matched; it is answered as it is, so
 * a retry after a crash does not bring back a draft the user replaced meanwhile.
 */
export async function saveDraft(
  userId: string,
  input: TabDraftInput,
  passphrase: string,
  requestKey?: string,
): Promise<TabDetail> {
  const artist = await resolveArtist(input);
  const own = ownFilter(userId, input.id);
  const tab =
    (await referencingArtist(artist, () =>
      TabModel.findOneAndUpdate(
        requestKey ? { ...own, draftRequestKeys: { $ne: requestKey } } : own,
        {
          $set: {
            draft: {
              title: input.title,
              body: input.body,
              artistId: artist.artistId,
              tempArtistName: artist.tempArtistName,
            },
            draftAvailable: true,
            pendingReview: true,
            reviewRequestedAt: new Date(),
            review: null,
          },
          ...(requestKey
            ? { $push: { draftRequestKeys: { $each: [requestKey], $slice: -KEPT_DRAFT_REQUEST_KEYS } } }
            : {}),
        },
        { returnDocument: 'after', projection: TAB_REVIEW_DETAIL_FIELDS, timestamps: false },
      ).lean<TabRecord>(),
    )) ??
    (requestKey
      ? await TabModel.findOne(
          { ...own, draftRequestKeys: requestKey },
          TAB_REVIEW_DETAIL_FIELDS,
        ).lean<TabRecord>()
      : null);
  if (!tab) throw notFound();
  return toTabDetail(tab, passphrase, 'reviewer');
}

/** DELETE /api/user/tab: own tabs only (another user's answers 404); true on success. */
export async function deleteOwnTab(userId: string, tabId: string): Promise<true> {
  await deleteTabWhere(ownFilter(userId, tabId));
  return true;
}

/**
 * Deletes the tab matching `filter` (404 when none does), moves the counters from the deleted state and lets
 * its comments, ratings, favourites and attachments go (account and admin deletion).
 */
export async function deleteTabWhere(filter: { _id: Types.ObjectId }): Promise<TabRecord> {
  const tab = await TabModel.findOneAndDelete(filter).lean<TabRecord>();
  if (!tab) throw notFound();
  await applyCounterChanges(tab, null);
  await emitTabDeleted(tab);
  return tab;
}

export interface ApprovalInput {
  title: string;
  artistId: string;
  body: string;
  /** A new submission's tags (at least one); a published tab keeps its own when absent. */
  tagIds?: readonly string[];
}

/** A tab waiting for a decision: in the queue, or with a proposed edit (drafts saved before the queue existed). */
export const awaitingReview = (id: Types.ObjectId) => ({
  _id: id,
  $or: [{ pendingReview: true }, { draftAvailable: true }] as Record<string, true>[],
});

/** The tags an approval leaves: the chosen ones (which must exist), else the tab's; a new tab needs one. */
async function approvedTags(
  current: { isPublic: boolean; tagIds: Types.ObjectId[] },
  chosen: readonly string[] | undefined,
): Promise<Types.ObjectId[]> {
  const tagIds = chosen ? chosen.map((tagId) => new Types.ObjectId(tagId)) : current.tagIds;
  if (chosen && (await TagModel.countDocuments({ _id: { $in: tagIds } })) !== tagIds.length) {
    throw badRequest(ADMIN_TAB_MESSAGES.tagNotFound);
  }
  if (!current.isPublic && tagIds.length === 0) throw badRequest(ADMIN_TAB_MESSAGES.tagsRequired);
  return tagIds;
}

/**
 * Admin approval (PUT /api/admin/tab/approve): the approved title, artist and body replace the tab's, the draft
 * is cleared, the tab leaves the review queue and becomes public (a new submission with the tags chosen in the
 * same dialog). Counters move from the state read atomically before. A tab no longer waiting (approved or
 * rejected meanwhile, or never submitted) is refused with a 400. Answers the tab before and after.
 */
export async function approveDraft(
  tabId: string,
  input: ApprovalInput,
): Promise<{ before: TabRecord; after: TabRecord }> {
  const artist = await resolveArtist({ artistId: input.artistId });
  const id = new Types.ObjectId(tabId);
  const current = await TabModel.findOne(awaitingReview(id), { isPublic: 1, tagIds: 1 }).lean();
  if (!current) {
    if (await TabModel.exists({ _id: id })) throw badRequest(ADMIN_TAB_MESSAGES.noPendingDraft);
    throw notFound();
  }
  const tagIds = await approvedTags(current, input.tagIds);
  // Conditional on the waiting state: of two concurrent decisions only one applies (and moves counters).
  const before = await rewriteTab(awaitingReview(id), artist, input, {
    isPublic: true,
    tagIds,
    draftAvailable: false,
    draft: null,
    pendingReview: false,
    review: { outcome: 'approved', reason: null, decidedAt: new Date() },
  });
  if (!before) throw badRequest(ADMIN_TAB_MESSAGES.noPendingDraft);
  await applyCounterChanges(before, { ...before, isPublic: true, artistId: artist.artistId, tagIds });
  const after = await TabModel.findById(id).lean<TabRecord>();
  if (!after) throw notFound();
  return { before, after };
}
