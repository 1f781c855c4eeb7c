import {
  ADMIN_TAB_MESSAGES,
  type AdminTabApproveInput,
  type AdminTabRejectInput,
  type AdminTabUpdateInput,
  type TabDetail,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { badRequest, notFound } from '../errors/HttpError';
import { type ContentChange, SITEMAPS_KEY, tabKey } from '../seo/siteVersion';
import { TagModel } from '../tags/tag.model';
import { applyCounterChanges } from './tab.counters';
import { TabModel } from './tab.model';
import { TAB_REVIEW_DETAIL_FIELDS, type TabRecord, toTabDetail } from './tab.views';
import { rejectSubmission } from './tabReview.service';
import { approveDraft, deleteTabWhere, resolveArtist, rewriteTab } from './userTab.service';

async function detailOf(id: Types.ObjectId, passphrase: string): Promise<TabDetail> {
  const tab = await TabModel.findById(id, TAB_REVIEW_DETAIL_FIELDS).lean<TabRecord>();
  if (!tab) throw notFound();
  return toTabDetail(tab, passphrase, 'reviewer');
}

/** GET /api/admin/tab/{id}: any tab, its body and its draft's body encrypted like the account area's. */
export function adminTabById(id: string, passphrase: string): Promise<TabDetail> {
  return detailOf(new Types.ObjectId(id), passphrase);
}

/** The tags as stored ids; a tag missing from the catalogue is a 400. */
async function catalogueTags(tagIds: readonly string[]): Promise<Types.ObjectId[]> {
  const ids = tagIds.map((id) => new Types.ObjectId(id));
  const found = await TagModel.countDocuments({ _id: { $in: ids } });
  if (found !== ids.length) throw badRequest(ADMIN_TAB_MESSAGES.tagNotFound);
  return ids;
}

/** A tab an admin saved, and what the save changed for the kept answers (seo/siteVersion.ts). */
export interface AdminTabUpdate {
  readonly tab: TabDetail;
  /** Undefined when anything may have changed; `keys` when only the tab's own text did (an edit in place). */
  readonly change: ContentChange | undefined;
}

type EditedFields = Pick<
  TabRecord,
  'title' | 'slug' | 'artistId' | 'tempArtistName' | 'tagIds' | 'isPublic' | 'isExplicit'
>;

const sameId = (a: Types.ObjectId | null | undefined, b: Types.ObjectId | null | undefined) =>
  a && b ? a.equals(b) : !a && !b;

/**
 * Whether nothing that lists, totals, slugs or other tabs' pages show moved: same title, address, artist, tags,
 * visibility and flag. Such an edit changes the tab's own page, its row's preview and its lastmod only.
 */
function editedInPlace(before: EditedFields, after: EditedFields): boolean {
  return (
    before.title === after.title &&
    before.slug === after.slug &&
    sameId(before.artistId, after.artistId) &&
    !before.tempArtistName &&
    before.tagIds.length === after.tagIds.length &&
    before.tagIds.every((id, index) => sameId(id, after.tagIds[index])) &&
    before.isPublic === after.isPublic &&
    before.isExplicit === after.isExplicit
  );
}

/**
 * PUT /api/admin/tab: title, catalogue artist, body, tags, visibility and the explicit flag replace the tab's
 * (a pending draft stays pending). The slug stays unique for the artist; artist, tag and author counters move
 * from the state read atomically with the write, so concurrent updates each count once.
 */
export async function updateAdminTab(
  input: AdminTabUpdateInput,
  passphrase: string,
): Promise<AdminTabUpdate> {
  const [artist, tagIds] = await Promise.all([
    resolveArtist({ artistId: input.artistId }),
    catalogueTags(input.tagIds),
  ]);
  const id = new Types.ObjectId(input.id);
  const before = await rewriteTab(
    { _id: id },
    artist,
    input,
    { tagIds, isPublic: input.isPublic, isExplicit: input.isExplicit },
    { title: 1, isPublic: 1, isExplicit: 1, artistId: 1, tempArtistName: 1, tagIds: 1, authorId: 1 },
  );
  if (!before) throw notFound();
  // Publishing a new submission by editing it decides it too; a proposed edit stays in the queue.
  const decided = input.isPublic
    ? await TabModel.updateOne(
        { _id: id, pendingReview: true, draftAvailable: false },
        {
          $set: {
            pendingReview: false,
            review: { outcome: 'approved', reason: null, decidedAt: new Date() },
          },
        },
      )
    : undefined;
  await applyCounterChanges(before, {
    isPublic: input.isPublic,
    artistId: artist.artistId,
    tagIds,
    authorId: before.authorId,
  });
  const after = await TabModel.findById(id, TAB_REVIEW_DETAIL_FIELDS).lean<TabRecord>();
  if (!after) throw notFound();
  const inPlace = !decided?.modifiedCount && editedInPlace(before, after);
  return {
    tab: await toTabDetail(after, passphrase, 'reviewer'),
    change: inPlace ? { keys: [tabKey(input.id), SITEMAPS_KEY] } : undefined,
  };
}

export interface ReviewDecision {
  readonly tab: TabDetail;
  /** The stored tab after the decision (its author and review). */
  readonly record: TabRecord;
  /** An edit of a published tab (else a new submission). */
  readonly wasPublic: boolean;
}

/** PUT /api/admin/tab/approve: the (possibly corrected) proposal replaces the tab, which becomes public. */
export async function approveAdminTab(
  input: AdminTabApproveInput,
  passphrase: string,
): Promise<ReviewDecision> {
  const { before, after } = await approveDraft(input.id, input);
  return { tab: await detailOf(after._id, passphrase), record: after, wasPublic: before.isPublic };
}

/** PUT /api/admin/tab/reject: the submission or edit leaves the queue; the author keeps the text. */
export async function rejectAdminTab(
  input: AdminTabRejectInput,
  passphrase: string,
): Promise<ReviewDecision> {
  const record = await rejectSubmission(input.id, input.reason);
  return { tab: await detailOf(record._id, passphrase), record, wasPublic: record.isPublic };
}

/** DELETE /api/admin/tab: any tab, with what hangs off it (as the account deletion); answers its title. */
export async function deleteAdminTab(id: string): Promise<string> {
  return (await deleteTabWhere({ _id: new Types.ObjectId(id) })).title;
}
