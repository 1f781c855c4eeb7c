import {
  ADMIN_ARTIST_MESSAGES,
  type AdminArtistList,
  type AdminArtistListQuery,
  type AdminArtistOptions,
  type AdminArtistOrderBy,
  type ArtistView,
  normaliseSearchText,
} from '@acorduri/contracts';
import { adminSort, countFor } from '../admin/adminList';
import { saveRefusingDuplicate, slugOrRefuse } from '../admin/uniqueName';
import { cacheFiles } from '../cache/cacheFiles';
import { invalidateLatestComments } from '../comments/latestComments.cache';
import { notFound } from '../errors/HttpError';
import { rememberArtistSlug } from '../redirects/slugRedirects.service';
import { renameArtistInRequests } from '../requests/requests.service';
import { normalisedSubstringFilter, substringSearchFilter } from '../search/searchFilter';
import { GRAM_LENGTH } from '../search/trigrams';
import { invalidateTabSummaries } from '../tabs/tab.cache';
import { renameArtistInTabs } from '../tabs/tabArtistName';
import { ARTIST_DATA_FILE } from './artist.cache';
import { type ArtistDocument, ArtistModel } from './artist.model';
import { ARTIST_SEARCH_FIELDS, artistGramFrequencies } from './artist.search';
import { ARTIST_VIEW_FIELDS, type ArtistRecord, toArtistView } from './artist.views';
import { deleteUnreferencedArtist } from './artistReferences';

const SORT_FIELDS: Record<AdminArtistOrderBy, string> = {
  id: '_id',
  name: 'searchName',
  tab_count: 'tabCount',
  request_count: 'requestCount',
  created_at: 'createdAt',
};

/**
 * The with-tabs/with-requests filters read the counters the list shows (public tabs and requests). The counters
 * are numbers (default 0, kept with $inc), so "none" is the index range `$lte: 0`; a `$not` would scan every artist.
 */
const hasCount = (withSome: boolean) => (withSome ? { $gt: 0 } : { $lte: 0 });

/**
 * The public search's trigram filter; a query shorter than a trigram (public search finds nothing for it) is
 * looked for in every normalised name instead, since an admin filters by a letter or two.
 */
async function nameSearchFilter(search: string): Promise<Record<string, unknown>> {
  return normaliseSearchText(search).length < GRAM_LENGTH
    ? normalisedSubstringFilter(search, ARTIST_SEARCH_FIELDS.match)
    : substringSearchFilter(search, ARTIST_SEARCH_FIELDS, artistGramFrequencies);
}

async function listFilter(query: AdminArtistListQuery): Promise<Record<string, unknown>> {
  const filter: Record<string, unknown> = {};
  if (query.letterId !== undefined) filter.letterId = query.letterId;
  if (query.withTabs !== undefined) filter.tabCount = hasCount(query.withTabs);
  if (query.withRequests !== undefined) filter.requestCount = hasCount(query.withRequests);
  if (query.search) Object.assign(filter, await nameSearchFilter(query.search));
  return filter;
}

/** GET /api/admin/artist */
export async function listAdminArtists(query: AdminArtistListQuery): Promise<AdminArtistList> {
  const filter = await listFilter(query);
  const [artists, total] = await Promise.all([
    ArtistModel.find(filter, ARTIST_VIEW_FIELDS)
      .sort(adminSort(query, SORT_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<ArtistRecord[]>(),
    countFor(ArtistModel, filter),
  ]);
  return { artists: artists.map(toArtistView), total };
}

/** GET /api/admin/artist/all: every artist by name, for the tab edit dialog. */
export async function allArtistOptions(): Promise<AdminArtistOptions> {
  const artists = await ArtistModel.find({}, { name: 1, slug: 1 }).sort({ searchName: 1, _id: 1 }).lean();
  return {
    artists: artists.map((artist) => ({
      id: artist._id.toHexString(),
      name: artist.name,
      slug: artist.slug,
    })),
  };
}

/** Saves a new or renamed artist: its slug must not be another artist's. */
async function saveArtist(artist: ArtistDocument): Promise<ArtistView> {
  await saveRefusingDuplicate(artist, ADMIN_ARTIST_MESSAGES.nameTaken);
  cacheFiles.invalidate(ARTIST_DATA_FILE);
  return toArtistView(artist.toObject<ArtistRecord>());
}

const artistSlug = (name: string) => slugOrRefuse(name, ADMIN_ARTIST_MESSAGES.nameWithoutLetters);

/** POST /api/admin/artist */
export function createArtist(name: string): Promise<ArtistView> {
  return saveArtist(new ArtistModel({ name, slug: artistSlug(name) }));
}

/**
 * PUT /api/admin/artist: the slug follows the name; the artist's tabs and requests get the new name in their
 * search and sort fields, and the cached summaries naming it are regenerated.
 */
export async function renameArtist(id: string, name: string): Promise<ArtistView> {
  const artist = await ArtistModel.findById(id);
  if (!artist) throw notFound();
  const renamed = artist.name !== name;
  const oldSlug = artist.slug;
  artist.set({ name, slug: artistSlug(name) });
  const view = await saveArtist(artist);
  // Links to the old address (and to its tabs' pages) answer 301 to the new one, through further renames too.
  if (artist.slug !== oldSlug) await rememberArtistSlug(artist._id, oldSlug);
  if (renamed) {
    await Promise.all([renameArtistInTabs(artist._id, name), renameArtistInRequests(artist._id, name)]);
    invalidateTabSummaries();
    invalidateLatestComments();
  }
  return view;
}

/** DELETE /api/admin/artist: only an artist no tab, draft or request points at (artistReferences.ts). */
export async function deleteArtist(id: string): Promise<ArtistRecord> {
  const deleted = await deleteUnreferencedArtist(id);
  cacheFiles.invalidate(ARTIST_DATA_FILE);
  return deleted;
}
