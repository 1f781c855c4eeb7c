import type { AnyBulkWriteOperation } from 'mongoose';
import { TabModel } from './tab.model';

const BATCH_SIZE = 1000;

interface UnqueuedTab {
  _id: unknown;
  isPublic: boolean;
  draftAvailable: boolean;
  authorId: unknown;
  updatedAt: Date;
}

/**
 * Puts tabs stored before the review queue existed (#29) in it or out of it: a proposed edit, or a user's tab never
 * published, waits since its last change. Reads only tabs without the field (through the queue's index: a missing
 * field is null there), so later starts read nothing. Answers how many tabs it completed.
 */
export async function backfillReviewQueue(): Promise<number> {
  let completed = 0;
  for (;;) {
    const tabs = await TabModel.find(
      { pendingReview: null },
      { isPublic: 1, draftAvailable: 1, authorId: 1, updatedAt: 1 },
    )
      .limit(BATCH_SIZE)
      .lean<UnqueuedTab[]>();
    if (tabs.length === 0) return completed;
    const writes: AnyBulkWriteOperation[] = tabs.map((tab) => {
      const waiting = tab.draftAvailable || (!tab.isPublic && tab.authorId !== null);
      return {
        updateOne: {
          filter: { _id: tab._id },
          update: {
            $set: { pendingReview: waiting, reviewRequestedAt: waiting ? tab.updatedAt : null, review: null },
          },
          timestamps: false,
        },
      };
    });
    await TabModel.bulkWrite(writes as Parameters<typeof TabModel.bulkWrite>[0], { ordered: false });
    completed += tabs.length;
  }
}
