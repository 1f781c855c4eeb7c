import type { AdminTabListQuery, AdminTabListResponse, AdminTabSearchField } from '@acorduri/contracts';
import { type SortOrder, Types } from 'mongoose';
import { countFor } from '../admin/adminList';
import { ArtistModel } from '../artists/artist.model';
import { ARTIST_SEARCH_FIELDS, artistGramFrequencies } from '../artists/artist.search';
import { MATCH_NOTHING, substringSearchFilter } from '../search/searchFilter';
import { TAB_SEARCH_GRAMS_INDEX, TabModel } from './tab.model';
import { TAB_SEARCH_FIELDS, tabGramFrequencies } from './tab.service';
import { TAB_REVIEW_LIST_FIELDS, type TabRecord, toTabListItems } from './tab.views';
import { tabSort } from './tabPage';
import { TAB_SORT_FIELDS, tabSortIndexKey } from './tabSortFields';
import { tabTextFilter } from './tabTextSearch';

type Filter = Record<string, unknown>;
type IndexKey = Record<string, 1 | -1>;

const WORDS_INDEX: IndexKey = { searchWords: 1, isPublic: 1 };
const ID_INDEX: IndexKey = { _id: 1 };
const ARTIST_INDEX: IndexKey = { artistId: 1, slug: 1 };
const REVIEW_QUEUE_INDEX: IndexKey = { pendingReview: 1, reviewRequestedAt: 1, _id: 1 };

/**
 * Tabs whose artist's name contains the search: the artists are found through their own trigrams (a few
 * thousand names, not 100k tabs' grams) and their tabs read and counted from the artist index. The same matches
 * as the tabs' denormalised artist name (both normalised by `searchFieldsOf`, renames rewrite the tabs').
 */
async function artistNameFilter(search: string, artistId: string | undefined): Promise<Filter> {
  const artistFilter = await substringSearchFilter(search, ARTIST_SEARCH_FIELDS, artistGramFrequencies);
  if (artistFilter === MATCH_NOTHING) return MATCH_NOTHING;
  // With the artist filter too, the search keeps that artist or nothing.
  const only = artistId ? { _id: new Types.ObjectId(artistId) } : {};
  const artists = await ArtistModel.find({ ...artistFilter, ...only }, { _id: 1 }).lean();
  return artists.length ? { artistId: { $in: artists.map((artist) => artist._id) } } : MATCH_NOTHING;
}

/** The admin's "Caută în": names through the public search's trigrams, the text through its words. */
async function searchFilter(search: string, field: AdminTabSearchField | undefined, artistId?: string) {
  if (field === 'text') return { filter: await tabTextFilter(search), index: WORDS_INDEX };
  if (field === 'artists') return { filter: await artistNameFilter(search, artistId), index: ARTIST_INDEX };
  const fields = field === 'titles' ? TAB_SEARCH_FIELDS.title : TAB_SEARCH_FIELDS.all;
  return {
    filter: await substringSearchFilter(search, fields, tabGramFrequencies),
    index: TAB_SEARCH_GRAMS_INDEX,
  };
}

/** An attachment filter: a file name (any string, an index range) or none (null). */
const ATTACHED = { $gte: '' } as const;
const attachment = (present: boolean) => (present ? ATTACHED : null);
const ATTACHMENT_FIELDS = ['midi', 'gtp'] as const;

/**
 * How many tabs match. "No file" (null) is no exact index lookup, so such a count is taken as the matches of the
 * other conditions minus those with a file (an index range): a scan of nearly every tab is avoided.
 */
async function countMatches(filter: Filter, searchIndex: IndexKey | undefined): Promise<number> {
  const absent = ATTACHMENT_FIELDS.find((field) => filter[field] === null);
  if (absent) {
    const { [absent]: _, ...others } = filter;
    const [withAny, withFile] = await Promise.all([
      countMatches(others, searchIndex),
      countMatches({ ...others, [absent]: ATTACHED }, searchIndex),
    ]);
    return withAny - withFile;
  }
  return searchIndex ? TabModel.countDocuments(filter).hint(searchIndex) : countFor(TabModel, filter);
}

function flagFilter(query: AdminTabListQuery): Filter {
  const filter: Filter = {};
  if (query.isPublic !== undefined) filter.isPublic = query.isPublic;
  if (query.draftAvailable !== undefined) filter.draftAvailable = query.draftAvailable;
  if (query.pendingReview !== undefined) filter.pendingReview = query.pendingReview;
  if (query.isExplicit !== undefined) filter.isExplicit = query.isExplicit;
  if (query.midi !== undefined) filter.midi = attachment(query.midi);
  if (query.gtp !== undefined) filter.gtp = attachment(query.gtp);
  if (query.tagId) filter.tagIds = new Types.ObjectId(query.tagId);
  if (query.artistId) filter.artistId = new Types.ObjectId(query.artistId);
  return filter;
}

function sortOf(query: AdminTabListQuery): { sort: Record<string, SortOrder>; index: IndexKey } {
  const direction: SortOrder = query.sort === 'desc' ? -1 : 1;
  if (query.orderby === 'id') return { sort: { _id: direction }, index: ID_INDEX };
  if (query.orderby === 'submitted_at')
    return { sort: { reviewRequestedAt: direction, _id: direction }, index: REVIEW_QUEUE_INDEX };
  return {
    sort: tabSort(query.orderby, query.sort),
    index: tabSortIndexKey(TAB_SORT_FIELDS[query.orderby]),
  };
}

/**
 * Which index answers the page. Walking the sort's index stops after about (offset + limit) × all / matches
 * documents; reading the matches through the filter's index costs about `matches` plus a sort in memory. The
 * cheaper one wins: the walk for broad filters (published, one tag), the filter's index for narrow ones (one
 * artist, a rare word). Searches name their index (otherwise a flag's index could be preferred over it).
 */
function pageIndex(
  matches: number,
  all: number,
  query: AdminTabListQuery,
  sortIndex: IndexKey,
  searchIndex: IndexKey | undefined,
) {
  const walked = ((query.offset + query.limit) * all) / matches;
  return walked <= matches ? sortIndex : searchIndex;
}

/** GET /api/admin/tab: every tab, paged, sorted, filtered and searched (admin.md §2, §7). */
export async function listAdminTabs(query: AdminTabListQuery): Promise<AdminTabListResponse> {
  const filter = flagFilter(query);
  let searchIndex: IndexKey | undefined;
  if (query.search) {
    const search = await searchFilter(query.search, query.searchField, query.artistId);
    if (search.filter === MATCH_NOTHING) return { tabs: [], total: 0 };
    Object.assign(filter, search.filter);
    searchIndex = search.index;
  }
  const [matches, all] = await Promise.all([
    countMatches(filter, searchIndex),
    TabModel.estimatedDocumentCount(),
  ]);
  if (matches === 0 || query.offset >= matches) return { tabs: [], total: matches };
  const { sort, index } = sortOf(query);
  const find = TabModel.find(filter, TAB_REVIEW_LIST_FIELDS).sort(sort).skip(query.offset).limit(query.limit);
  const hint = pageIndex(matches, all, query, index, searchIndex);
  if (hint) find.hint(hint);
  const tabs = await find.lean<TabRecord[]>();
  return { tabs: await toTabListItems(tabs, 'reviewer'), total: matches };
}
