import {
  ARTIST_PAGE_TAB_LIST,
  apiKey,
  artistKey,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SORT_OPTIONS,
  decryptTabBody,
  SEARCH_PAGE_SIZE,
  tabBySlugsKey,
  tabListKey,
} from '@acorduri/contracts';
import { SeededRandom } from '@acorduri/demo-data';
import type { Db } from 'mongodb';

const WORD = /[\p{L}\p{M}]{3,}/gu;
const LIST_PAGE_SIZE = 10;

type CallMaker = (random: SeededRandom) => string;

/**
 * `count` public reads over the archive in `db`, drawn the same way on every run (the same archive gives the
 * same calls): tab by id and by slugs, plain list pages in every order (deep offsets included), category pages,
 * title-word searches, autocomplete prefixes, artist calls and artist tab lists, in turn.
 */
export async function sampleReadCalls(db: Db, count: number): Promise<string[]> {
  const [tabs, artists, tags] = await Promise.all([
    db
      .collection('tabs')
      .find({ isPublic: true }, { projection: { slug: 1, title: 1, artistId: 1 } })
      .sort({ _id: 1 })
      .toArray(),
    db
      .collection('artists')
      .find({}, { projection: { slug: 1 } })
      .sort({ _id: 1 })
      .toArray(),
    db
      .collection('tags')
      .find({ isPublic: true }, { projection: { slug: 1 } })
      .sort({ _id: 1 })
      .toArray(),
  ]);
  if (tabs.length === 0 || artists.length === 0 || tags.length === 0) throw new Error('the archive is empty');
  const artistSlugs = new Map(artists.map((artist) => [String(artist._id), String(artist.slug)]));
  const withPage = tabs.filter((tab) => tab.artistId && artistSlugs.has(String(tab.artistId)));
  const pages = Math.ceil(tabs.length / LIST_PAGE_SIZE);
  const words = [...new Set(tabs.flatMap((tab) => String(tab.title).match(WORD) ?? []))].sort();
  const makers: CallMaker[] = [
    (random) => `/api/tab/${String(random.pick(tabs)._id)}`,
    (random) => {
      const tab = random.pick(withPage);
      return tabBySlugsKey(artistSlugs.get(String(tab.artistId))!, String(tab.slug));
    },
    (random) => {
      const { orderby, sort } = random.pick(CATEGORY_SORT_OPTIONS);
      const offset = random.int(0, pages - 1) * LIST_PAGE_SIZE;
      return apiKey('/api/tab', { limit: LIST_PAGE_SIZE, offset, orderby, sort });
    },
    (random) =>
      tabListKey(
        { tagSlug: String(random.pick(tags).slug) },
        { page: 1 + random.int(0, 2), pageSize: CATEGORY_PAGE_SIZE, ...random.pick(CATEGORY_SORT_OPTIONS) },
      ),
    (random) => tabListKey({ search: random.pick(words) }, { page: 1, pageSize: SEARCH_PAGE_SIZE }),
    (random) => {
      const word = random.pick(words);
      return apiKey('/api/search/autocomplete', {
        search: word.slice(0, random.int(3, Math.min(5, word.length))),
      });
    },
    (random) => artistKey(String(random.pick(artists).slug)),
    (random) => tabListKey({ artistSlug: String(random.pick(artists).slug) }, ARTIST_PAGE_TAB_LIST),
  ];
  const random = new SeededRandom('transfer-sample');
  return Array.from({ length: count }, (_, index) => makers[index % makers.length]!(random));
}

/**
 * An answer as compared across databases: tab bodies travel encrypted with a fresh IV each time (spec §7), so
 * they are compared decrypted.
 */
export async function comparableAnswer(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(comparableAnswer));
  if (value === null || typeof value !== 'object') return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, field]) => [
      key,
      key === 'body' && typeof field === 'string'
        ? await decryptTabBody(field)
        : await comparableAnswer(field),
    ]),
  );
  return Object.fromEntries(entries);
}

/** Documents per collection (system collections aside), by name. */
export async function collectionCounts(db: Db): Promise<Record<string, number>> {
  const names = (await db.listCollections({ type: 'collection' }).toArray())
    .map((info) => info.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await db.collection(name).countDocuments();
  return counts;
}
