import {
  type AdminCommentList,
  type AdminCommentListQuery,
  type AdminCommentSearchField,
  normaliseSearchText,
} from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { countFor } from '../admin/adminList';
import { GRAM_SAMPLE_SIZE, GramFrequencies } from '../search/gramFrequencies';
import { escapeRegex, MATCH_NOTHING, substringSearchFilter } from '../search/searchFilter';
import { TabModel } from '../tabs/tab.model';
import { TAB_SEARCH_FIELDS, tabGramFrequencies } from '../tabs/tab.service';
import { tabSort } from '../tabs/tabPage';
import { TAB_SORT_FIELDS, tabSortIndexKey } from '../tabs/tabSortFields';
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
type Page = { comments: StoredComment[]; total: number };
type ReferenceRow = Pick<StoredComment, '_id' | 'authorId' | 'tabId' | 'createdAt'>;

/** Ids per lookup: a long $in list is read point by point from the _id index (the embedded engine scans past 1000). */
const IDS_PER_LOOKUP = 500;

/**
 * The key a referenced author or tab sorts by, as the referenced collection orders it: the author's slug (unique),
 * the tab's title, artist and id (tabSort 'title'; titles repeat), joined by a character no name contains.
 */
async function keysOfBatch(reference: SortReference, ids: readonly Types.ObjectId[]) {
  return reference === 'authorId'
    ? (await UserModel.find({ _id: { $in: ids } }, { slug: 1 }).lean()).map(
        (user) => [user._id, user.slug] as const,
      )
    : (await TabModel.find({ _id: { $in: ids } }, { searchTitle: 1, searchArtist: 1 }).lean()).map(
        (tab) =>
          [tab._id, `${tab.searchTitle}\u0000${tab.searchArtist}\u0000${tab._id.toHexString()}`] as const,
      );
}

/** The sort key of each referenced author or tab. */
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
 * Orders bare comment references by their author's or tab's key (`direction`), newest first among equals, and
 * reads the comments of `rows[from, from + limit)` whole.
 */
async function pageOfOrderedRows(
  rows: ReferenceRow[],
  keyOf: (row: ReferenceRow) => string | number,
  direction: 1 | -1,
  from: number,
  limit: number,
): Promise<StoredComment[]> {
  // Each row's keys are computed once: thousands of searched rows, a dozen comparisons each.
  const keyed = rows.map((row) => ({
    key: keyOf(row),
    time: row.createdAt.getTime(),
    id: row._id.toHexString(),
  }));
  keyed.sort(
    (a, b) =>
      (a.key < b.key ? -direction : a.key > b.key ? direction : 0) ||
      b.time - a.time ||
      (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  const pageIds = keyed.slice(from, from + limit).map((row) => row.id);
  const page = await CommentModel.find({ _id: { $in: pageIds } }, { searchGrams: 0, searchBody: 0 }).lean<
    StoredComment[]
  >();
  const byId = new Map(page.map((comment) => [comment._id.toHexString(), comment]));
  return pageIds.flatMap((id) => byId.get(id) ?? []);
}

const REFERENCE_FIELDS = { authorId: 1, tabId: 1, createdAt: 1 } as const;

type Referenced = { _id: Types.ObjectId; commentCount: number };

/**
 * A searched page sorted by the author's name or the tab's title, which live in other collections: the matching
 * comments are counted per author or tab in the database (no rows travel), those are ordered by their names, and
 * only the comments of the few holding the page are read.
 */
async function searchedPageSortedByReference(
  filter: Record<string, unknown>,
  query: AdminCommentListQuery,
  reference: SortReference,
): Promise<Page> {
  const groups = await CommentModel.aggregate<Referenced>([
    { $match: filter },
    { $group: { _id: `$${reference}`, commentCount: { $sum: 1 } } },
  ]);
  const keys = await sortKeysOf(
    reference,
    groups.map((group) => group._id),
  );
  const direction = query.sort === 'desc' ? -1 : 1;
  const keyed = groups.map((group) => ({ ...group, key: keys.get(group._id.toHexString()) ?? '' }));
  keyed.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : 0));
  const total = groups.reduce((sum, group) => sum + group.commentCount, 0);
  return pageOfReferenced(keyed, reference, filter, query, total);
}

/**
 * The first `count` commented authors (by slug) or tabs (by title, then artist and id) in the sort's order,
 * walking the sort's index; each has at least one comment, so they hold the page's comments whatever they are.
 */
function referencedInOrder(reference: SortReference, sort: 'asc' | 'desc', count: number) {
  const commented = { commentCount: { $gt: 0 } };
  return reference === 'authorId'
    ? UserModel.find(commented, { commentCount: 1 })
        .sort({ slug: sort === 'desc' ? -1 : 1 })
        .limit(count)
        .lean<Referenced[]>()
    : TabModel.find(commented, { commentCount: 1 })
        .sort(tabSort('title', sort))
        // The title index, not the comment-count one: a fifth of the tabs have comments, so the walk meets the page
        // after a few dozen tabs, while the count index would read every commented tab and sort them all.
        .hint(tabSortIndexKey(TAB_SORT_FIELDS.title))
        .limit(count)
        .lean<Referenced[]>();
}

/**
 * The page of a list sorted by author or tab, given the authors or tabs in the sort's order with their counts of
 * listed comments: the counts skip the ones before the page, and only the comments of the few holding the page
 * are read and ordered (newest first within one author or tab).
 */
async function pageOfReferenced(
  referenced: readonly Referenced[],
  reference: SortReference,
  filter: Record<string, unknown>,
  query: AdminCommentListQuery,
  total: number,
): Promise<Page> {
  let before = 0;
  let first = 0;
  while (first < referenced.length && before + (referenced[first]?.commentCount ?? 0) <= query.offset) {
    before += referenced[first]?.commentCount ?? 0;
    first += 1;
  }
  let last = first;
  for (let held = 0; last < referenced.length && before + held < query.offset + query.limit; last += 1)
    held += referenced[last]?.commentCount ?? 0;
  const holding = referenced.slice(first, last).map((row) => row._id);
  if (holding.length === 0) return { comments: [], total };
  const position = new Map(holding.map((id, index) => [id.toHexString(), index]));
  // The holding ids are among the filter's own matches, so they narrow it without widening an author search.
  const rows = await CommentModel.find({ ...filter, [reference]: { $in: holding } }, REFERENCE_FIELDS).lean<
    ReferenceRow[]
  >();
  const keyOf = (row: ReferenceRow) => position.get(row[reference].toHexString()) ?? holding.length;
  return {
    comments: await pageOfOrderedRows(rows, keyOf, 1, query.offset - before, query.limit),
    total,
  };
}

/**
 * The unsearched list sorted by author or tab, without reading every comment: the commented authors or tabs are
 * walked in order and their comment counters (kept with every comment write, recounted at start) place the page.
 */
async function pageSortedByReference(query: AdminCommentListQuery, reference: SortReference): Promise<Page> {
  const [referenced, total] = await Promise.all([
    referencedInOrder(reference, query.sort, query.offset + query.limit),
    CommentModel.estimatedDocumentCount(),
  ]);
  return pageOfReferenced(referenced, reference, {}, query, total);
}

async function pageByDate(filter: Record<string, unknown>, query: AdminCommentListQuery): Promise<Page> {
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
  const reference = query.orderby === 'author' ? 'authorId' : 'tabId';
  const { comments, total } =
    query.orderby === 'created_at'
      ? await pageByDate(filter, query)
      : Object.keys(filter).length === 0
        ? await pageSortedByReference(query, reference)
        : await searchedPageSortedByReference(filter, query, reference);
  return { comments: await commentViewsOf(comments), total };
}
