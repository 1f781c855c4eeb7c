import { ADMIN_TAB_MESSAGES } from '@acorduri/contracts';
import { Types } from 'mongoose';
import { badRequest, notFound } from '../errors/HttpError';
import type { MailMessage } from '../mail/mailer';
import { tabApprovedMail, tabRejectedMail } from '../mail/templates';
import { UserModel } from '../users/user.model';
import { TabModel } from './tab.model';
import type { TabRecord } from './tab.views';
import { awaitingReview } from './userTab.service';

/**
 * PUT /api/admin/tab/reject: the tab leaves the review queue with the decision and its optional reason. Nothing the
 * author wrote is lost: a new submission stays unpublished with its text, a proposed edit stays as the tab's draft
 * (no longer pending), so the author can correct it and send it again; the public tab is unchanged.
 */
export async function rejectSubmission(tabId: string, reason: string): Promise<TabRecord> {
  const id = new Types.ObjectId(tabId);
  const rejected = await TabModel.findOneAndUpdate(
    awaitingReview(id),
    {
      $set: {
        pendingReview: false,
        draftAvailable: false,
        review: { outcome: 'rejected', reason: reason || null, decidedAt: new Date() },
      },
    },
    { returnDocument: 'after', timestamps: false },
  ).lean<TabRecord>();
  if (rejected) return rejected;
  if (await TabModel.exists({ _id: id })) throw badRequest(ADMIN_TAB_MESSAGES.noPendingDraft);
  throw notFound();
}

/** The mail telling the author of a reviewed tab the decision; null for a tab without an (active) author. */
export async function decisionMailFor(
  tab: Pick<TabRecord, 'authorId' | 'title' | 'review'>,
  wasPublic: boolean,
  myTabsUrl: string,
): Promise<MailMessage | null> {
  if (!tab.authorId || !tab.review) return null;
  const author = await UserModel.findById(tab.authorId, { email: 1, username: 1 }).lean();
  if (!author?.email) return null;
  const recipient = { to: author.email, name: author.username };
  return tab.review.outcome === 'approved'
    ? tabApprovedMail(recipient, tab.title, wasPublic, myTabsUrl)
    : tabRejectedMail(recipient, tab.title, wasPublic, tab.review.reason ?? null, myTabsUrl);
}
