import {
  ADMIN_TAB_MESSAGES,
  type AdminTabApproveInput,
  type AdminTabRejectInput,
  type AdminTabUpdateInput,
  type TabDetail,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { badRequest, notFound } from '../errors/HttpError';
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

/**
 * PUT /api/admin/tab: title, catalogue artist, body, tags, visibility and the explicit flag replace the tab's
 * (a pending draft stays pending). The slug stays unique for the artist; artist, tag and author counters move
 * from the state read atomically with the write, so concurrent updates each count once.
 */
export async function updateAdminTab(input: AdminTabUpdateInput, passphrase: string): Promise<TabDetail> {
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
    { isPublic: 1, artistId: 1, tagIds: 1, authorId: 1 },
  );
  if (!before) throw notFound();
  // Publishing a new submission by editing it decides it too; a proposed edit stays in the queue.
  if (input.isPublic) {
    await TabModel.updateOne(
      { _id: id, pendingReview: true, draftAvailable: false },
      {
        $set: { pendingReview: false, review: { outcome: 'approved', reason: null, decidedAt: new Date() } },
      },
    );
  }
  await applyCounterChanges(before, {
    isPublic: input.isPublic,
    artistId: artist.artistId,
    tagIds,
    authorId: before.authorId,
  });
  return detailOf(id, passphrase);
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
