import type { CommentList, CommentView, SortDirection } from '@acorduri/contracts';
import { type ClientSession, Types } from 'mongoose';
import type { SessionUser } from '../auth/sessionUser';
import { inWriteTransaction } from '../db/writeTransaction';
import { HttpError, notFound } from '../errors/HttpError';
import { orEarlierWrite } from '../http/earlierWrite';
import { onTabDeleted } from '../tabs/tab.events';
import { TabModel } from '../tabs/tab.model';
import { ROLE, UserModel } from '../users/user.model';
import { CommentModel, commentSearchFields } from './comment.model';
import { commentViewsOf, type StoredComment } from './commentViews';
import { invalidateLatestComments } from './latestComments.cache';

interface Paging {
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
}

export interface TabCommentsQuery extends Paging {
  readonly filterTabId: string;
  readonly orderby: 'createdAt';
}

export interface OwnCommentsQuery extends Paging {
  readonly orderby: 'createdAt' | 'title';
}

const directionOf = (sort: SortDirection) => (sort === 'desc' ? -1 : 1);

async function requirePublicTab(tabId: string): Promise<void> {
  if (!(await TabModel.exists({ _id: tabId, isPublic: true }))) throw notFound();
}

/** GET /api/comment: one public tab's comments, newest first unless asked otherwise. */
export async function listTabComments(query: TabCommentsQuery): Promise<CommentList> {
  await requirePublicTab(query.filterTabId);
  const filter = { tabId: new Types.ObjectId(query.filterTabId) };
  const direction = directionOf(query.sort);
  const [comments, total] = await Promise.all([
    CommentModel.find(filter)
      .sort({ createdAt: direction, _id: direction })
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredComment[]>(),
    CommentModel.countDocuments(filter),
  ]);
  return { comments: await commentViewsOf(comments), total };
}

async function ownCommentsByTitle(
  authorId: Types.ObjectId,
  query: OwnCommentsQuery,
): Promise<StoredComment[]> {
  return CommentModel.aggregate<StoredComment>([
    { $match: { authorId } },
    { $lookup: { from: TabModel.collection.name, localField: 'tabId', foreignField: '_id', as: 'tab' } },
    { $addFields: { tabTitle: { $ifNull: [{ $arrayElemAt: ['$tab.searchTitle', 0] }, ''] } } },
    { $sort: { tabTitle: directionOf(query.sort), createdAt: -1, _id: -1 } },
    { $skip: query.offset },
    { $limit: query.limit },
    { $project: { tab: 0, tabTitle: 0 } },
  ]);
}

/** GET /api/user/comment: the signed-in user's comments, by date or by tab title ('Titlu, A-Z'). */
export async function listOwnComments(user: SessionUser, query: OwnCommentsQuery): Promise<CommentList> {
  const authorId = new Types.ObjectId(user.id);
  const direction = directionOf(query.sort);
  const [comments, total] = await Promise.all([
    query.orderby === 'title'
      ? ownCommentsByTitle(authorId, query)
      : CommentModel.find({ authorId })
          .sort({ createdAt: direction, _id: direction })
          .skip(query.offset)
          .limit(query.limit)
          .lean<StoredComment[]>(),
    CommentModel.countDocuments({ authorId }),
  ]);
  return { comments: await commentViewsOf(comments), total };
}

/**
 * Keeps the tab's and the author's counters in step with the comments (atomic $inc, no read-modify-write), in the
 * comment's transaction when the database has them. One after the other: a transaction runs one operation at a time.
 */
async function countComment(
  comment: Pick<StoredComment, 'tabId' | 'authorId'>,
  delta: 1 | -1,
  session?: ClientSession,
): Promise<void> {
  await TabModel.updateOne({ _id: comment.tabId }, { $inc: { commentCount: delta } }, { session });
  await UserModel.updateOne({ _id: comment.authorId }, { $inc: { commentCount: delta } }, { session });
}

/**
 * POST /api/user/comment: a comment on a public tab, answered with its author and tab. With the request's
 * idempotency key, a comment this user already wrote under that key (by a process killed before it answered) is
 * answered instead of a second one.
 */
export async function addComment(
  user: SessionUser,
  payload: { tabId: string; body: string },
  requestKey?: string,
): Promise<CommentView> {
  await requirePublicTab(payload.tabId);
  const fields = { tabId: payload.tabId, authorId: user.id, body: payload.body, requestKey };
  const created = await orEarlierWrite(
    requestKey,
    () =>
      inWriteTransaction(async (session) => {
        const [comment] = await CommentModel.create([{ ...fields, ...commentSearchFields(payload.body) }], {
          session,
        });
        if (!comment) throw notFound();
        await countComment(comment, 1, session);
        return comment.toObject() as StoredComment;
      }),
    (key) => CommentModel.findOne({ authorId: user.id, requestKey: key }).lean<StoredComment>(),
  );
  invalidateLatestComments();
  const [view] = await commentViewsOf([created]);
  if (!view) throw notFound();
  return view;
}

export type DeletedComment = Pick<StoredComment, '_id' | 'tabId' | 'authorId' | 'body'>;

/**
 * DELETE /api/user/comment: authors delete their own comments, admins any; only the deleting call counts down.
 * Answers the comment when this call removed it (null when a concurrent call did), for the admin log.
 */
export async function deleteComment(user: SessionUser, id: string): Promise<DeletedComment | null> {
  const comment = await CommentModel.findById(id, { tabId: 1, authorId: 1, body: 1 }).lean();
  if (!comment) throw notFound();
  if (comment.authorId.toHexString() !== user.id && user.role !== ROLE.admin) throw new HttpError(403);
  const deleted = await inWriteTransaction(async (session) => {
    const { deletedCount } = await CommentModel.deleteOne({ _id: comment._id }, { session });
    if (deletedCount === 1) await countComment(comment, -1, session);
    return deletedCount === 1;
  });
  if (!deleted) return null;
  invalidateLatestComments();
  return comment;
}

/** Removes every comment of a deleted tab and counts them down from their authors. */
async function deleteCommentsOfTab(tabId: Types.ObjectId | string): Promise<void> {
  const comments = await CommentModel.find({ tabId }, { authorId: 1 }).lean();
  if (comments.length === 0) return;
  await CommentModel.deleteMany({ _id: { $in: comments.map((comment) => comment._id) } });
  const perAuthor = new Map<string, number>();
  for (const { authorId } of comments)
    perAuthor.set(authorId.toHexString(), (perAuthor.get(authorId.toHexString()) ?? 0) + 1);
  await UserModel.bulkWrite(
    [...perAuthor].map(([authorId, count]) => ({
      updateOne: {
        filter: { _id: new Types.ObjectId(authorId) },
        update: { $inc: { commentCount: -count } },
      },
    })),
  );
  invalidateLatestComments();
}

onTabDeleted((tab) => deleteCommentsOfTab(tab._id));
