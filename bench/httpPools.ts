// The URLs readers of the public site ask for, built from the whole archive (read through the API's own models)
// with the front end's own keys: each load draws one of them at random per request (#27).
import {
  ARTIST_PAGE_TAB_LIST,
  apiKey,
  artistKey,
  buildPath,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORT_OPTIONS,
  PATHS,
  SEARCH_PAGE_SIZE,
  tabBySlugsKey,
  tabListKey,
} from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { ArtistModel } from '../api/src/artists/artist.model';
import { TabModel } from '../api/src/tabs/tab.model';
import { TagModel } from '../api/src/tags/tag.model';

export interface ReadCase {
  readonly label: string;
  /** Every URL of the call over the archive; a request draws one at random. */
  readonly paths: readonly string[];
}

/** A public tab as the pools need it. */
export interface PoolTab {
  readonly id: string;
  readonly title: string;
  readonly artistId: string | null;
  readonly tagIds: readonly string[];
}

export interface ReadPools {
  readonly cases: readonly ReadCase[];
  readonly tabs: readonly PoolTab[];
  /** Pages of the plain list kept out of every pool: URLs no load has asked for, for the cold checks. */
  readonly coldPaths: readonly string[];
}

/** The plain list's page size (`GET /api/tab?limit=10&offset=…`), as the category and search pages ask. */
const LIST_PAGE_SIZE = CATEGORY_PAGE_SIZE;
/** How many plain-list pages are held back for the cold single-flight checks. */
const COLD_PAGES = 2;
/** Autocomplete prefixes are 3 to 5 letters, as someone typing into the search box sends them. */
const PREFIX_LENGTHS = [3, 4, 5] as const;
const WORD = /[\p{L}\p{M}]{3,}/gu;

const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** Every page of a list of `total` rows, `pageSize` a page, as 1-based page numbers. */
const pagesOf = (total: number, pageSize: number): number[] =>
  Array.from({ length: Math.max(1, Math.ceil(total / pageSize)) }, (_, index) => index + 1);

function prefixesOf(words: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const word of words)
    for (const length of PREFIX_LENGTHS) if (word.length >= length) prefixes.add(word.slice(0, length));
  return [...prefixes];
}

interface TabRow {
  _id: Types.ObjectId;
  title: string;
  slug: string;
  artistId: Types.ObjectId | null;
  tagIds: Types.ObjectId[];
}

/** Reads every public tab, artist and public category once and builds each call's URLs over all of them. */
export async function buildReadPools(): Promise<ReadPools> {
  const [tabRows, artists, tags] = await Promise.all([
    TabModel.find({ isPublic: true }, { _id: 1, title: 1, slug: 1, artistId: 1, tagIds: 1 }).lean<TabRow[]>(),
    ArtistModel.find({}, { _id: 1, name: 1, slug: 1 }).lean<
      { _id: Types.ObjectId; name: string; slug: string }[]
    >(),
    TagModel.find({ isPublic: true }, { _id: 1, slug: 1 }).lean<{ _id: Types.ObjectId; slug: string }[]>(),
  ]);
  const artistSlugs = new Map(artists.map((artist) => [artist._id.toHexString(), artist.slug]));
  const tabs: PoolTab[] = tabRows.map((tab) => ({
    id: tab._id.toHexString(),
    title: tab.title,
    artistId: tab.artistId?.toHexString() ?? null,
    tagIds: tab.tagIds.map((id) => id.toHexString()),
  }));
  // A tab whose artist is only a typed name (no catalogue artist) has no page address.
  const tabPages = tabRows.flatMap((tab) => {
    const artistSlug = tab.artistId ? artistSlugs.get(tab.artistId.toHexString()) : undefined;
    return artistSlug ? [{ artistSlug, tabSlug: tab.slug }] : [];
  });

  const publicTabsPerTag = new Map<string, number>();
  for (const tab of tabs)
    for (const tagId of tab.tagIds) publicTabsPerTag.set(tagId, (publicTabsPerTag.get(tagId) ?? 0) + 1);

  const listPages = pagesOf(tabs.length, LIST_PAGE_SIZE);
  const coldPages = new Set(
    Array.from({ length: COLD_PAGES }, (_, index) =>
      Math.max(1, Math.floor((listPages.length * (index + 1)) / (COLD_PAGES + 1))),
    ),
  );
  const plainListPage = (sort: (typeof CATEGORY_SORT_OPTIONS)[number], page: number) =>
    apiKey('/api/tab', {
      limit: LIST_PAGE_SIZE,
      offset: (page - 1) * LIST_PAGE_SIZE,
      orderby: sort.orderby,
      sort: sort.sort,
    });
  // The cold pages are held back from the first order (the newest first, the category page's default).
  const [coldSort] = CATEGORY_SORT_OPTIONS;
  if (!coldSort) throw new Error('CATEGORY_SORT_OPTIONS is empty');
  const plainList = CATEGORY_SORT_OPTIONS.flatMap((sort) =>
    listPages
      .filter((page) => sort !== coldSort || !coldPages.has(page))
      .map((page) => plainListPage(sort, page)),
  );

  const categoryPages = tags.flatMap((tag) =>
    pagesOf(publicTabsPerTag.get(tag._id.toHexString()) ?? 0, CATEGORY_PAGE_SIZE).flatMap((page) =>
      CATEGORY_SORT_OPTIONS.map((sort) =>
        tabListKey(
          { tagSlug: tag.slug },
          { page, pageSize: CATEGORY_PAGE_SIZE, orderby: sort.orderby, sort: sort.sort },
        ),
      ),
    ),
  );

  const titleWords = new Set(tabs.flatMap((tab) => wordsOf(tab.title)));
  const nameWords = new Set(artists.flatMap((artist) => wordsOf(artist.name)));
  const searchKey = (search: string) => tabListKey({ search }, { page: 1, pageSize: SEARCH_PAGE_SIZE });

  const cases: ReadCase[] = [
    { label: 'tab by id (/api/tab/:id)', paths: tabs.map((tab) => `/api/tab/${tab.id}`) },
    {
      label: 'tab by slug (/api/tab/by-slug)',
      paths: tabPages.map((page) => tabBySlugsKey(page.artistSlug, page.tabSlug)),
    },
    {
      label: 'tab page HTML (/acorduri/…)',
      paths: tabPages.map((page) => buildPath(PATHS.tab, page)),
    },
    { label: 'tab list page (/api/tab?limit=10&offset)', paths: plainList },
    { label: 'category list page (/api/tab?tagSlug)', paths: categoryPages },
    {
      label: 'autocomplete (3-5 letter prefix)',
      paths: prefixesOf([...titleWords, ...nameWords]).map((prefix) =>
        apiKey('/api/search/autocomplete', { search: prefix }),
      ),
    },
    { label: 'search (/api/tab?search=<title word>)', paths: [...titleWords].map(searchKey) },
    { label: 'artist call (/api/artist/:slug)', paths: artists.map((artist) => artistKey(artist.slug)) },
    {
      label: 'artist tab list (/api/tab?artistSlug)',
      paths: artists.map((artist) => tabListKey({ artistSlug: artist.slug }, ARTIST_PAGE_TAB_LIST)),
    },
    {
      label: 'artist page HTML (/artisti/…)',
      paths: artists.map((artist) => buildPath(PATHS.artist, { slug: artist.slug })),
    },
  ];
  for (const readCase of cases)
    if (readCase.paths.length === 0) throw new Error(`${readCase.label}: the archive gave no URL`);
  return { cases, tabs, coldPaths: [...coldPages].map((page) => plainListPage(coldSort, page)) };
}
