import type { CommentView } from '@acorduri/contracts';
import { cacheFiles } from '../cache/cacheFiles';
import { CommentModel } from './comment.model';
import { commentViewsOf, type StoredComment, tabsById } from './commentViews';

export const LATEST_COMMENTS_FILE = 'latest-comments.json';
/** The home page's 'Comentarii' table shows this many, without paging. */
export const LATEST_COMMENTS_COUNT = 10;

/** The newest comments on public tabs: `{ comments: CommentView[] }`. */
export async function latestComments(): Promise<{ comments: CommentView[] }> {
  // Comments of unpublished tabs are rare: reading a few more than needed avoids a join over every tab.
  const recent = await CommentModel.find()
    .sort({ createdAt: -1, _id: -1 })
    .limit(LATEST_COMMENTS_COUNT * 3)
    .lean<StoredComment[]>();
  const tabs = await tabsById(recent.map((comment) => comment.tabId));
  const onPublicTabs = recent.filter((comment) => tabs.get(comment.tabId.toHexString())?.isPublic);
  return { comments: await commentViewsOf(onPublicTabs.slice(0, LATEST_COMMENTS_COUNT)) };
}

cacheFiles.register(LATEST_COMMENTS_FILE, latestComments);

export const invalidateLatestComments = () => cacheFiles.invalidate(LATEST_COMMENTS_FILE);
