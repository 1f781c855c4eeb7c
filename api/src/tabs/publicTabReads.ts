import DataLoader from 'dataloader';
import { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { keptUntilChange } from '../cache/keptUntilChange';
import { leanFind } from '../db/leanFind';
import { TabModel } from './tab.model';
import { TAB_DETAIL_FIELDS, type TabRecord } from './tab.views';

/** Reads asked in one turn of the event loop go together; beyond this many, another read starts. */
const MAX_BATCH = 100;

/**
 * A loader that sends the reads asked in one turn of the event loop as one database call. Nothing is kept (the
 * answer cache keeps answers). setImmediate: after every socket the poll phase found readable, not after the first
 * request's microtasks.
 */
function perTurnLoader<Key>(
  readAll: DataLoader.BatchLoadFn<Key, TabRecord | null>,
): DataLoader<Key, TabRecord | null> {
  return new DataLoader(readAll, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
    maxBatchSize: MAX_BATCH,
  });
}

/**
 * Public tabs by id, the reads of every request that asks in the same turn of the event loop sent as one
 * `{ _id: { $in } }` query: under load, requests parsed together cost one database call between them instead of
 * one each. A tab that is not public or does not exist is null.
 */
const tabsById = perTurnLoader<string>(async (ids) => {
  const records = await leanFind<TabRecord>(
    TabModel,
    { _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, isPublic: true },
    { projection: TAB_DETAIL_FIELDS, limit: ids.length },
  );
  const byId = new Map(records.map((record) => [record._id.toHexString(), record]));
  return ids.map((id) => byId.get(id) ?? null);
});

/** The public tab with this id (24 hex digits, either case), or null. */
export function publicTabRecord(id: string): Promise<TabRecord | null> {
  return tabsById.load(id.toLowerCase());
}

interface SlugPair {
  readonly artistId: Types.ObjectId;
  readonly slug: string;
}

const pairKey = (artistId: Types.ObjectId, slug: string) => `${artistId.toHexString()}/${slug}`;

/**
 * Public tabs by artist and slug (the tab page and `GET /api/tab/by-slug`), read together as tabsById reads ids:
 * one `$or` of the pairs asked in the same turn of the event loop, each branch a point of the unique
 * `{ artistId, slug }` index (mongod's OR of index scans), instead of one database call per request.
 */
const tabsBySlugs = perTurnLoader<SlugPair>(async (pairs) => {
  const records = await leanFind<TabRecord>(
    TabModel,
    { $or: pairs.map(({ artistId, slug }) => ({ artistId, slug, isPublic: true })) },
    { projection: TAB_DETAIL_FIELDS, limit: pairs.length },
  );
  const byPair = new Map(
    records.flatMap((record) => (record.artistId ? [[pairKey(record.artistId, record.slug), record]] : [])),
  );
  return pairs.map(({ artistId, slug }) => byPair.get(pairKey(artistId, slug)) ?? null);
});

/** The public tab with this slug under this artist, or null. */
export function publicTabRecordBySlug(artistId: Types.ObjectId, slug: string): Promise<TabRecord | null> {
  return tabsBySlugs.load({ artistId, slug });
}

/**
 * Artist ids by slug: a slug changes only with a change of everything (a rename). A slug that names nothing is
 * not kept, as no missing answer is: the artist may be written by another path than the API's.
 */
const keptArtistIds = keptUntilChange<{ id: Types.ObjectId | null }>(50_000, (artist) => artist.id !== null);

/** The id of the artist with this slug, or null. */
export function artistIdBySlug(slug: string): Promise<Types.ObjectId | null> {
  return keptArtistIds(slug, async () => ({
    id: (await ArtistModel.findOne({ slug }, { _id: 1 }).lean())?._id ?? null,
  })).then((kept) => kept.id);
}
