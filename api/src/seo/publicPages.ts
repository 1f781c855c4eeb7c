import {
  ARTIST_PAGE_TAB_LIST,
  type ArtistListQuery,
  artistKey,
  artistListQuery,
  artistsOfLetterKey,
  buildPath,
  CACHE_STAMPS_KEY,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORT_OPTIONS,
  cacheFileKey,
  DEFAULT_META,
  lessonKey,
  lessonListKey,
  lessonListQuery,
  letterById,
  PAGE_SLUG_PATTERN,
  PATHS,
  type PageData,
  profileKey,
  ROUTE_META,
  SEARCH_PAGE_SIZE,
  songCountLabel,
  type TabListItem,
  type TabListQuery,
  tabBySlugsKey,
  tabDescription,
  tabListKey,
  tabListQuery,
  tabPageTitle,
  tagKey,
  VALIDATION_OPTIONS,
} from '@acorduri/contracts';
import type Joi from 'joi';
import { ARTIST_DATA_FILE } from '../artists/artist.cache';
import { artistBySlug, listArtists } from '../artists/artist.service';
import { cacheFiles } from '../cache/cacheFiles';
import { LATEST_COMMENTS_FILE } from '../comments/latestComments.cache';
import { type LessonListQuery, listPublicLessons, publicLesson } from '../lessons/lessons.service';
import { publicProfileBySlug } from '../profiles/profiles.service';
import { publicSongbookSummary } from '../songbooks/songbooks.service';
import { LATEST_TABS_FILE, TOP_FAVOURITES_FILE } from '../tabs/tab.cache';
import { listPublicTabs, publicTabRecordBySlugs } from '../tabs/tab.service';
import { toTabDetail } from '../tabs/tab.views';
import { TAG_DATA_FILE } from '../tags/tag.cache';
import { publicTagBySlug } from '../tags/tag.service';
import {
  FIRST_PAINT_ROWS,
  type FirstPaint,
  type FirstPaintLink,
  searchResultLink,
  tabLink,
} from './firstPaint';
import { guessMusicalKey, isChordLine } from './musicalKey';
import type { PublicPage } from './publicPage';
import { SEO_TEXTS } from './seoTexts';
import { CACHE_FILES_KEY, tabKey } from './siteVersion';
import type { StructuredData } from './structuredData';

export interface PageContext {
  readonly params: Readonly<Record<string, string>>;
  /** The 1-based page of paged lists (?pagina=). */
  readonly pageNumber: number;
  readonly passphrase: string;
  readonly schema: StructuredData;
}

export type PageResolver = (context: PageContext) => Promise<PublicPage | undefined>;

/** The query of an SWR key, validated by the schema of its route as the API call would validate it. */
const validateKeyQuery = (key: string, schema: Joi.Schema) =>
  schema.validate(Object.fromEntries(new URL(key, 'http://key.invalid').searchParams), VALIDATION_OPTIONS);

function queryOfKey<T>(key: string, schema: Joi.Schema): T {
  const { value, error } = validateKeyQuery(key, schema);
  if (error) throw error;
  return value as T;
}

/** GET /api/cache and the named cache files, keyed as the screens ask for them. */
async function cacheFileData(files: readonly string[]): Promise<PageData> {
  const stamps = await cacheFiles.stamps();
  const data: Record<string, unknown> = { [CACHE_STAMPS_KEY]: { files: stamps } };
  for (const file of files) {
    const stamp = stamps[file];
    if (stamp !== undefined) data[cacheFileKey(file, stamp)] = await cacheFiles.json(file);
  }
  return data;
}

/** A list page's first paint: its heading and its first tabs as links (or as `row` draws them). */
const tabListPaint = (
  heading: string,
  tabs: readonly TabListItem[],
  row: (tab: TabListItem) => FirstPaintLink = tabLink,
): FirstPaint => ({
  heading,
  links: tabs.slice(0, FIRST_PAINT_ROWS).map((tab) => row(tab)),
});

/** A page whose head comes from the route table alone (its data is small or personal). */
export const staticPage =
  (path: string, files: readonly string[] = []): PageResolver =>
  async ({ schema }) => ({
    status: 200,
    meta: ROUTE_META[path] ?? DEFAULT_META,
    canonicalPath: path,
    ...(path === PATHS.home
      ? { structuredData: [schema.website()], firstPaint: { heading: SEO_TEXTS.homeHeading } }
      : {}),
    ...(files.length > 0 ? { data: await cacheFileData(files), listKeys: [CACHE_FILES_KEY] } : {}),
  });

/** The API answers 400 to a malformed slug; as a page it names nothing (404). */
const validSlug = (slug: string | undefined): slug is string =>
  slug !== undefined && PAGE_SLUG_PATTERN.test(slug);

const tabPage: PageResolver = async ({ params, passphrase, schema }) => {
  const { artistSlug, tabSlug } = params;
  if (!validSlug(artistSlug) || !validSlug(tabSlug)) return undefined;
  const record = await publicTabRecordBySlugs(artistSlug, tabSlug);
  const tab = await toTabDetail(record, passphrase);
  const artistName = tab.artist.name;
  const path = buildPath(PATHS.tab, { artistSlug: tab.artist.slug, tabSlug: tab.slug });
  const artistPath = buildPath(PATHS.artist, { slug: tab.artist.slug });
  const key = guessMusicalKey(record.body);
  return {
    status: 200,
    meta: {
      title: tabPageTitle(tab.title, artistName),
      description: tabDescription(record.body, isChordLine, {
        lead: SEO_TEXTS.tabDescriptionLead(tab.title, artistName, key),
      }),
    },
    canonicalPath: path,
    openGraphType: 'music.song',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'MusicComposition',
        name: tab.title,
        url: schema.url(path),
        inLanguage: 'ro',
        ...(key ? { musicalKey: key } : {}),
        datePublished: tab.createdAt,
        dateModified: tab.updatedAt,
        ...(tab.author ? { author: { '@type': 'Person', name: tab.author.name } } : {}),
        recordedAs: {
          '@type': 'MusicRecording',
          name: tab.title,
          byArtist: schema.artist(artistName, artistPath),
        },
        ...(tab.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: tab.rating,
                ratingCount: tab.ratingCount,
                bestRating: 5,
                worstRating: 0,
              },
            }
          : {}),
      },
      schema.breadcrumbs([
        { name: SEO_TEXTS.artists, path: PATHS.artists },
        { name: artistName, path: artistPath },
        { name: tab.title, path },
      ]),
    ],
    data: { [tabBySlugsKey(artistSlug, tabSlug)]: tab },
    firstPaint: { heading: tab.title, headingLink: { text: artistName, href: artistPath } },
    contentKeys: [tabKey(tab.id)],
  };
};

const artistPage: PageResolver = async ({ params, schema }) => {
  const { slug } = params;
  if (!validSlug(slug)) return undefined;
  const artist = await artistBySlug(slug);
  const tabsKey = tabListKey({ artistSlug: slug }, ARTIST_PAGE_TAB_LIST);
  const tabs = await listPublicTabs(queryOfKey<TabListQuery>(tabsKey, tabListQuery));
  const path = buildPath(PATHS.artist, { slug: artist.slug });
  const titles = tabs.tabs.slice(0, 5).map((tab) => tab.title);
  return {
    status: 200,
    meta: { title: artist.name, description: SEO_TEXTS.artistDescription(artist.name, titles, tabs.total) },
    canonicalPath: path,
    structuredData: [
      schema.artist(artist.name, path),
      schema.breadcrumbs([
        { name: SEO_TEXTS.artists, path: PATHS.artists },
        { name: artist.name, path },
      ]),
    ],
    data: { [artistKey(slug)]: artist, [tabsKey]: tabs },
    firstPaint: tabListPaint(artist.name, tabs.tabs),
  };
};

const letterPage: PageResolver = async ({ params, schema }) => {
  const id = Number(params.id);
  const letter = Number.isInteger(id) ? letterById(id) : undefined;
  if (!letter) return undefined;
  const key = artistsOfLetterKey(letter.id);
  const path = buildPath(PATHS.letter, { id: letter.id });
  const title = SEO_TEXTS.artistsByLetter(letter.letter);
  return {
    status: 200,
    meta: { title, description: SEO_TEXTS.artistsByLetterDescription(letter.letter) },
    canonicalPath: path,
    structuredData: [
      schema.breadcrumbs([
        { name: SEO_TEXTS.artists, path: PATHS.artists },
        { name: letter.letter.toUpperCase(), path },
      ]),
    ],
    data: { [key]: await listArtists(queryOfKey<ArtistListQuery>(key, artistListQuery)) },
  };
};

const categoryPage: PageResolver = async ({ params, pageNumber, schema }) => {
  const { slug } = params;
  if (!validSlug(slug)) return undefined;
  const tag = await publicTagBySlug(slug);
  const path = buildPath(PATHS.category, { slug: tag.slug });
  const data: Record<string, unknown> = { [tagKey(slug)]: tag };
  const sort = CATEGORY_SORT_OPTIONS[0];
  let firstPaint: FirstPaint = { heading: tag.name };
  if (tag.tabCount > 0 && sort) {
    const key = tabListKey(
      { tagSlug: slug },
      { page: pageNumber, pageSize: CATEGORY_PAGE_SIZE, orderby: sort.orderby, sort: sort.sort },
    );
    const tabs = await listPublicTabs(queryOfKey<TabListQuery>(key, tabListQuery));
    data[key] = tabs;
    firstPaint = tabListPaint(tag.name, tabs.tabs);
  }
  return {
    status: 200,
    meta: { title: tag.name, description: SEO_TEXTS.categoryDescription(tag.name) },
    canonicalPath: pageNumber > 1 ? `${path}?pagina=${pageNumber}` : path,
    structuredData: [
      schema.breadcrumbs([
        { name: SEO_TEXTS.categories, path: PATHS.categories },
        { name: tag.name, path },
      ]),
    ],
    data,
    firstPaint,
  };
};

const lessonsPage: PageResolver = async (context) => {
  const key = lessonListKey();
  const page = await staticPage(PATHS.lessons)(context);
  return (
    page && {
      ...page,
      data: { [key]: await listPublicLessons(queryOfKey<LessonListQuery>(key, lessonListQuery)) },
    }
  );
};

const lessonPage: PageResolver = async ({ params, schema }) => {
  const { slug } = params;
  if (slug === undefined) return undefined;
  const lesson = await publicLesson(slug);
  const path = buildPath(PATHS.lesson, { slug: lesson.slug });
  return {
    status: 200,
    meta: { title: lesson.title, description: lesson.description },
    canonicalPath: path,
    openGraphType: 'article',
    ...(lesson.imageUrl ? { imageUrl: lesson.imageUrl } : {}),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: lesson.title,
        description: lesson.description,
        url: schema.url(path),
        inLanguage: 'ro',
        datePublished: lesson.createdAt,
        dateModified: lesson.updatedAt,
        ...(lesson.imageUrl ? { image: lesson.imageUrl } : {}),
      },
      schema.breadcrumbs([
        { name: SEO_TEXTS.lessons, path: PATHS.lessons },
        { name: lesson.title, path },
      ]),
    ],
    data: { [lessonKey(slug)]: lesson },
  };
};

const profilePage: PageResolver = async ({ params, schema }) => {
  const { slug } = params;
  if (!validSlug(slug)) return undefined;
  const profile = await publicProfileBySlug(slug);
  const path = buildPath(PATHS.profile, { slug: profile.slug });
  return {
    status: 200,
    meta: {
      title: profile.name,
      description: SEO_TEXTS.profileDescription(profile.name, profile.publishedTabCount),
    },
    canonicalPath: path,
    openGraphType: 'profile',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: schema.url(path),
        dateCreated: profile.createdAt,
        mainEntity: { '@type': 'Person', name: profile.name, identifier: profile.slug },
      },
      schema.breadcrumbs([
        { name: SEO_TEXTS.community, path: PATHS.community },
        { name: profile.name, path },
      ]),
    ],
    data: { [profileKey(slug)]: profile },
  };
};

/** A shared songbook: named for link previews; a private or unknown one is a 404 like any missing page. */
const songbookPage: PageResolver = async ({ params, schema }) => {
  const { slug } = params;
  if (!validSlug(slug)) return undefined;
  const songbook = await publicSongbookSummary(slug);
  const path = buildPath(PATHS.songbook, { slug: songbook.slug });
  const profilePath = buildPath(PATHS.profile, { slug: songbook.owner.slug });
  return {
    status: 200,
    meta: {
      title: songbook.name,
      description: SEO_TEXTS.songbookDescription(
        songbook.name,
        songbook.owner.name,
        songCountLabel(songbook.entryCount),
      ),
    },
    canonicalPath: path,
    structuredData: [
      schema.breadcrumbs([
        { name: songbook.owner.name, path: profilePath },
        { name: songbook.name, path },
      ]),
    ],
  };
};

/** Stage mode of a public songbook, kept out of search engines (its songbook page is indexed); unknown → 404. */
const songbookStagePage: PageResolver = async ({ params }) => {
  const { slug } = params;
  if (!validSlug(slug)) return undefined;
  const songbook = await publicSongbookSummary(slug);
  const meta = ROUTE_META[PATHS.songbookStage] ?? DEFAULT_META;
  // The screen's own title ('Mod scenă: <name>'), so the tab does not change once it has read the songbook.
  return { status: 200, meta: { ...meta, title: `${meta.title}: ${songbook.name}` }, noindex: true };
};

/**
 * Search results with hits are indexable under their one address (the text as the screen reads it, trimmed, and
 * its ?pagina=); empty results and text the API refuses stay out of search engines (api/README.md, SEO decisions).
 */
const searchPage: PageResolver = async ({ params, pageNumber }) => {
  const text = (params.search ?? '').trim();
  const meta = { title: SEO_TEXTS.searchTitle(text), description: SEO_TEXTS.searchDescription(text) };
  const key = tabListKey({ search: text }, { page: pageNumber, pageSize: SEARCH_PAGE_SIZE });
  const { value, error } = validateKeyQuery(key, tabListQuery);
  if (error || text === '') return { status: 200, meta, noindex: true, firstPaint: { heading: meta.title } };
  const results = await listPublicTabs(value as TabListQuery);
  const path = buildPath(PATHS.search, { search: text });
  return {
    status: 200,
    meta,
    ...(results.total > 0
      ? { canonicalPath: pageNumber > 1 ? `${path}?pagina=${pageNumber}` : path }
      : { noindex: true }),
    data: { [key]: results },
    firstPaint: tabListPaint(meta.title, results.tabs, searchResultLink(text)),
  };
};

const HOME_FILES = [TOP_FAVOURITES_FILE, LATEST_TABS_FILE, LATEST_COMMENTS_FILE, TAG_DATA_FILE];

/** How the API renders each public route of the route table; the others get the route's meta only. */
export const PAGE_RESOLVERS: Readonly<Record<string, PageResolver>> = {
  [PATHS.home]: staticPage(PATHS.home, HOME_FILES),
  [PATHS.tab]: tabPage,
  [PATHS.artist]: artistPage,
  [PATHS.artists]: staticPage(PATHS.artists, [ARTIST_DATA_FILE]),
  [PATHS.letter]: letterPage,
  [PATHS.categories]: staticPage(PATHS.categories, [TAG_DATA_FILE]),
  [PATHS.category]: categoryPage,
  [PATHS.lessons]: lessonsPage,
  [PATHS.lesson]: lessonPage,
  [PATHS.profile]: profilePage,
  [PATHS.songbook]: songbookPage,
  [PATHS.songbookStage]: songbookStagePage,
  [PATHS.search]: searchPage,
};
