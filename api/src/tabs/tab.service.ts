import type { TabDetail, TabListItem, TabListQuery, TabListResponse, TabOrderBy } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { keptUntilChange } from '../cache/keptUntilChange';
import { notFound } from '../errors/HttpError';
import { GRAM_SAMPLE_SIZE, GramFrequencies } from '../search/gramFrequencies';
import { substringSearchFilter } from '../search/searchFilter';
import { TagModel } from '../tags/tag.model';
import { UserModel } from '../users/user.model';
import { artistIdBySlug, publicTabRecord, publicTabRecordBySlug } from './publicTabReads';
import { TabModel } from './tab.model';
import { type TabRecord, toTabDetail, toTabListItems } from './tab.views';
import { findTabPage } from './tabPage';

const TAB_GRAM_SOURCES = ['searchArtist', 'searchTitle'];
/** Where each `searchField` looks; the tab's trigrams come from both names. */
export const TAB_SEARCH_FIELDS = {
  all: { match: TAB_GRAM_SOURCES, gramSources: TAB_GRAM_SOURCES },
  artist: { match: ['searchArtist'], gramSources: TAB_GRAM_SOURCES },
  title: { match: ['searchTitle'], gramSources: TAB_GRAM_SOURCES },
};

/** Trigram frequencies over the newest tabs, to pick the rarest trigram of a query. */
export const tabGramFrequencies = new GramFrequencies(async () =>
  (await TabModel.find({}, { searchGrams: 1, _id: 0 }).sort({ _id: -1 }).limit(GRAM_SAMPLE_SIZE).lean()).map(
    (tab) => tab.searchGrams,
  ),
);

type ListOwners = { authorId?: Types.ObjectId; tagIds?: Types.ObjectId; artistId?: Types.ObjectId } | null;

/** Distinct slug triples and list filters kept: a category or artist page costs one read per change. */
const KEPT_LISTS = 20_000;
const keptOwners = keptUntilChange<{ owners: ListOwners }>(KEPT_LISTS, (list) => list.owners !== null);
const keptTotals = keptUntilChange<number>(KEPT_LISTS);

/** The ids the list's slugs name, or null when a slug names nothing (the list is then empty). */
function listOwners(query: TabListQuery): Promise<{ owners: ListOwners }> {
  return keptOwners(`${query.userSlug ?? ''}/${query.tagSlug ?? ''}/${query.artistSlug ?? ''}`, async () => {
    const [user, tag, artist] = await Promise.all([
      query.userSlug ? UserModel.findOne({ slug: query.userSlug }, { _id: 1 }).lean() : undefined,
      query.tagSlug
        ? TagModel.findOne({ slug: query.tagSlug, isPublic: true }, { _id: 1 }).lean()
        : undefined,
      query.artistSlug ? artistIdBySlug(query.artistSlug) : undefined,
    ]);
    if (user === null || tag === null || artist === null) return { owners: null };
    return { owners: { authorId: user?._id, tagIds: tag?._id, artistId: artist } };
  });
}

/** The public-list filter, or null when a slug names nothing (the list is then empty). */
async function publicListFilter(query: TabListQuery): Promise<Record<string, unknown> | null> {
  const { owners } = await listOwners(query);
  if (!owners) return null;
  const filter: Record<string, unknown> = { isPublic: true };
  for (const [field, id] of Object.entries(owners)) if (id) filter[field] = id;
  if (query.search) {
    Object.assign(
      filter,
      await substringSearchFilter(query.search, TAB_SEARCH_FIELDS[query.searchField], tabGramFrequencies),
    );
  }
  return filter;
}

/** How many tabs a list holds: the same for each of its pages and orders, so counted once per change. */
function listTotal(query: TabListQuery, filter: Record<string, unknown>): Promise<number> {
  const { userSlug, tagSlug, artistSlug, search, searchField } = query;
  const key = JSON.stringify([userSlug, tagSlug, artistSlug, search, search && searchField]);
  return keptTotals(key, () => TabModel.countDocuments(filter).exec());
}

/** Without an explicit orderby, search results come most favoured first, other lists by creation date. */
function listOrder(query: TabListQuery): { orderby: TabOrderBy; sort: 'asc' | 'desc' } {
  if (query.orderby) return { orderby: query.orderby, sort: query.sort ?? 'asc' };
  return query.search
    ? { orderby: 'favourite_count', sort: 'desc' }
    : { orderby: 'created_at', sort: query.sort ?? 'asc' };
}

/** GET /api/tab: public tabs only. */
export async function listPublicTabs(query: TabListQuery): Promise<TabListResponse> {
  const filter = await publicListFilter(query);
  if (!filter) return { tabs: [], total: 0 };
  const [tabs, total] = await Promise.all([
    findTabPage(filter, listOrder(query), query.offset, query.limit),
    listTotal(query, filter),
  ]);
  return { tabs: await toTabListItems(tabs), total };
}

export async function publicTabById(id: string, passphrase: string): Promise<TabDetail> {
  const tab = await publicTabRecord(id);
  if (!tab) throw notFound();
  return toTabDetail(tab, passphrase);
}

/** The stored public tab of the page /acorduri/{artistSlug}/{tabSlug}, its body in clear (server-side use). */
export async function publicTabRecordBySlugs(artistSlug: string, tabSlug: string): Promise<TabRecord> {
  const artistId = await artistIdBySlug(artistSlug);
  if (!artistId) throw notFound();
  const tab = await publicTabRecordBySlug(artistId, tabSlug);
  if (!tab) throw notFound();
  return tab;
}

/** The tab page /acorduri/{artistSlug}/{tabSlug}. */
export async function publicTabBySlugs(
  artistSlug: string,
  tabSlug: string,
  passphrase: string,
): Promise<TabDetail> {
  return toTabDetail(await publicTabRecordBySlugs(artistSlug, tabSlug), passphrase);
}

/** The home page's lists ('Noi', 'Top'), cached as files. */
export async function topPublicTabs(orderby: TabOrderBy, limit: number): Promise<TabListItem[]> {
  return toTabListItems(await findTabPage({ isPublic: true }, { orderby, sort: 'desc' }, 0, limit));
}
