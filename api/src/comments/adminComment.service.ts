import {
  type AdminCommentList,
  type AdminCommentListQuery,
  type AdminCommentSearchField,
  normaliseSearchText,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { countFor } from '../admin/adminList';
import { GRAM_SAMPLE_SIZE, GramFrequencies } from '../search/gramFrequencies';
import { escapeRegex, MATCH_NOTHING, substringSearchFilter } from '../search/searchFilter';
import { TabModel } from '../tabs/tab.model';
import { TAB_SEARCH_FIELDS, tabGramFrequencies } from '../tabs/tab.service';
import { slugOfName } from '../users/slug';
import { UserModel } from '../users/user.model';
import { CommentModel } from './comment.model';
import { commentViewsOf, type StoredComment } from './commentViews';

/** Trigram frequencies over the newest comments, to read the candidates of a query's rarest trigram. */
const commentGramFrequencies = new GramFrequencies(async () =>
  (
    await CommentModel.find({}, { searchGrams: 1, _id: 0 }).sort({ _id: -1 }).limit(GRAM_SAMPLE_SIZE).lean()
  ).map((comment) => comment.searchGrams),
);

const COMMENT_TEXT_FIELDS = { match: ['searchBody'], gramSources: ['searchBody'] };

/** Authors whose name contains the search, compared through their slugs (case and diacritics ignored). */
async function byAuthor(search: string): Promise<Record<string, unknown>> {
  const slug = slugOfName(search);
  if (!slug) return MATCH_NOTHING;
  const authors = await UserModel.find({ slug: { $regex: escapeRegex(slug) } }, { _id: 1 }).lean();
  return { authorId: { $in: authors.map((author) => author._id) } };
}

/**
 * Commented tabs whose title contains the search, found through the tabs' trigram index like the public search;
 * tabs without comments are left out of the id list the comments are then matched against.
 */
async function byTab(search: string): Promise<Record<string, unknown>> {
  const tabFilter = await substringSearchFilter(search, TAB_SEARCH_FIELDS.title, tabGramFrequencies);
  if (tabFilter === MATCH_NOTHING) return MATCH_NOTHING;
  const tabs = await TabModel.find({ ...tabFilter, commentCount: { $gt: 0 } }, { _id: 1 }).lean();
  return { tabId: { $in: tabs.map((tab) => tab._id) } };
}

const SEARCHES: Record<AdminCommentSearchField, (search: string) => Promise<Record<string, unknown>>> = {
  author: byAuthor,
  tab: byTab,
  text: (search) => substringSearchFilter(search, COMMENT_TEXT_FIELDS, commentGramFrequencies),
};

async function listFilter(query: AdminCommentListQuery): Promise<Record<string, unknown>> {
  if (!query.search || !normaliseSearchText(query.search)) return query.search ? MATCH_NOTHING : {};
  if (query.searchField) return SEARCHES[query.searchField](query.search);
  const each = await Promise.all(Object.values(SEARCHES).map((search) => search(query.search)));
  const matching = each.filter((filter) => filter !== MATCH_NOTHING);
  if (matching.length === 0) return MATCH_NOTHING;
  return matching.length === 1 ? (matching[0] ?? MATCH_NOTHING) : { $or: matching };
}

type SortReference = 'authorId' | 'tabId';

/** Ids per lookup: a long $in list is read point by point from the _id index (the embedded engine scans past 1000). */
const IDS_PER_LOOKUP = 500;

async function keysOfBatch(reference: SortReference, ids: readonly Types.ObjectId[]) {
  return reference === 'authorId'
    ? (await UserModel.find({ _id: { $in: ids } }, { slug: 1 }).lean()).map(
        (user) => [user._id, user.slug] as const,
      )
    : (await TabModel.find({ _id: { $in: ids } }, { searchTitle: 1 }).lean()).map(
        (tab) => [tab._id, tab.searchTitle] as const,
      );
}

/** The normalised name each referenced author (slug) or tab (searchTitle) sorts by. */
async function sortKeysOf(
  reference: SortReference,
  ids: readonly Types.ObjectId[],
): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (let start = 0; start < ids.length; start += IDS_PER_LOOKUP) {
    for (const [id, key] of await keysOfBatch(reference, ids.slice(start, start + IDS_PER_LOOKUP)))
      keys.set(id.toHexString(), key);
  }
  return keys;
}

/**
 * A page sorted by the author's name or the tab's title, which live in other collections: the matching comments
 * are read as bare references, ordered by the names those point to (newest first among equals), and only the
 * page's comments are then read whole. No join over whole documents, and the total comes with it.
 */
async function pageSortedByReference(
  filter: Record<string, unknown>,
  query: AdminCommentListQuery,
  reference: SortReference,
): Promise<{ comments: StoredComment[]; total: number }> {
  const rows = await CommentModel.find(filter, { authorId: 1, tabId: 1, createdAt: 1 }).lean<
    Pick<StoredComment, '_id' | 'authorId' | 'tabId' | 'createdAt'>[]
  >();
  const keys = await sortKeysOf(
    reference,
    [...new Set(rows.map((row) => row[reference].toHexString()))].map((id) => new Types.ObjectId(id)),
  );
  const direction = query.sort === 'desc' ? -1 : 1;
  const keyOf = (row: (typeof rows)[number]) => keys.get(row[reference].toHexString()) ?? '';
  rows.sort(
    (a, b) =>
      (keyOf(a) < keyOf(b) ? -direction : keyOf(a) > keyOf(b) ? direction : 0) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      b._id.toHexString().localeCompare(a._id.toHexString()),
  );
  const pageIds = rows.slice(query.offset, query.offset + query.limit).map((row) => row._id.toHexString());
  const page = await CommentModel.find({ _id: { $in: pageIds } }, { searchGrams: 0, searchBody: 0 }).lean<
    StoredComment[]
  >();
  const byId = new Map(page.map((comment) => [comment._id.toHexString(), comment]));
  return {
    comments: pageIds.flatMap((id) => byId.get(id) ?? []),
    total: rows.length,
  };
}

async function pageByDate(
  filter: Record<string, unknown>,
  query: AdminCommentListQuery,
): Promise<{ comments: StoredComment[]; total: number }> {
  const direction = query.sort === 'desc' ? -1 : 1;
  const [comments, total] = await Promise.all([
    CommentModel.find(filter, { searchGrams: 0, searchBody: 0 })
      .sort({ createdAt: direction, _id: direction })
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredComment[]>(),
    countFor(CommentModel, filter),
  ]);
  return { comments, total };
}

/** GET /api/admin/comment: every comment with its author and tab (artist - title), newest first by default. */
export async function listAdminComments(query: AdminCommentListQuery): Promise<AdminCommentList> {
  const filter = await listFilter(query);
  const { comments, total } =
    query.orderby === 'created_at'
      ? await pageByDate(filter, query)
      : await pageSortedByReference(filter, query, query.orderby === 'author' ? 'authorId' : 'tabId');
  return { comments: await commentViewsOf(comments), total };
}
