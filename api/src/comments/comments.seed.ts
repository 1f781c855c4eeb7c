import type { SeededRandom } from '@acorduri/demo-data';
import type { Types } from 'mongoose';
import { communitySeedData, type SeedTab, setByIdUpdates, writeTabCounters } from '../profiles/communitySeed';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { UserModel } from '../users/user.model';
import { CommentModel, commentSearchFields } from './comment.model';
import { commentText } from './commentTexts';

/** Share of public tabs with comments, and the most comments one tab gets. */
const COMMENTED_SHARE = 0.2;
const MAX_PER_TAB = 8;
/** The standard demo account comments on this many tabs, so 'Comentariile mele' has rows. */
const DEMO_ACCOUNT_COMMENTS = 6;

interface CommentDoc extends ReturnType<typeof commentSearchFields> {
  _id: Types.ObjectId;
  tabId: Types.ObjectId;
  authorId: Types.ObjectId;
  body: string;
  createdAt: Date;
}

function comment(random: SeededRandom, tab: SeedTab, authorId: Types.ObjectId, now: Date): CommentDoc {
  const createdAt = random.date(tab.createdAt, now);
  const body = commentText(random);
  return {
    _id: seededObjectId(random, createdAt),
    tabId: tab._id,
    authorId,
    body,
    ...commentSearchFields(body),
    createdAt,
  };
}

function countsOf(ids: readonly Types.ObjectId[]): Map<string, { commentCount: number }> {
  const counts = new Map<string, { commentCount: number }>();
  for (const id of ids) {
    const key = id.toHexString();
    counts.set(key, { commentCount: (counts.get(key)?.commentCount ?? 0) + 1 });
  }
  return counts;
}

/**
 * Comments on a fifth of the public tabs (a few each), dated between the tab and the seed's "now", plus some by
 * the standard demo account; each tab's and user's commentCount is written from the inserted comments.
 */
export async function seedComments(context: SeedContext, progress?: StepProgress): Promise<number> {
  const random = context.random.fork('comments');
  const { publicTabs, users, demoAccount } = await communitySeedData(context);
  if (publicTabs.length === 0 || users.length === 0) return 0;
  const comments: CommentDoc[] = [];
  for (const tab of random.sample(publicTabs, Math.round(publicTabs.length * COMMENTED_SHARE))) {
    const count = 1 + random.skewedIndex(MAX_PER_TAB);
    for (let i = 0; i < count; i += 1) comments.push(comment(random, tab, random.pick(users), context.now));
  }
  if (demoAccount) {
    for (const tab of random.sample(publicTabs, DEMO_ACCOUNT_COMMENTS)) {
      comments.push(comment(random, tab, demoAccount, context.now));
    }
  }
  progress?.total(comments.length);
  await bulkInsert(CommentModel, comments, progress);
  if (comments.length === 0) return 0;
  await Promise.all([
    writeTabCounters(context, countsOf(comments.map((c) => c.tabId))),
    UserModel.collection.bulkWrite(setByIdUpdates(countsOf(comments.map((c) => c.authorId))), {
      ordered: false,
    }),
  ]);
  return comments.length;
}
