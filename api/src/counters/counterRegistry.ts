import { ARTIST_DATA_FILE } from '../artists/artist.cache';
import { ArtistModel } from '../artists/artist.model';
import { cacheFiles } from '../cache/cacheFiles';
import { CommentModel } from '../comments/comment.model';
import type { ModelOf } from '../db/modelOf';
import { FavouriteModel } from '../favourites/favourite.model';
import { RatingModel } from '../ratings/rating.model';
import { TabRequestModel } from '../requests/request.model';
import { VoteModel } from '../requests/vote.model';
import { SongbookModel } from '../songbooks/songbook.model';
import { invalidateTabSummaries, TOP_FAVOURITES_FILE } from '../tabs/tab.cache';
import { ratingOf, TabModel } from '../tabs/tab.model';
import { TAG_DATA_FILE } from '../tags/tag.cache';
import { TagModel } from '../tags/tag.model';
import { UserModel } from '../users/user.model';

export type CounterValues = Record<string, number>;

/**
 * How to recount stored counters from the documents they count: the `source` documents matching `match` are
 * grouped by their `key` field (the counted document's _id; an array key is unwound) and each target field gets
 * its accumulator. Counted documents without a source document hold 0 in every field.
 */
export interface CounterDefinition {
  readonly name: string;
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds models of every schema
  readonly target: ModelOf<any>;
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds models of every schema
  readonly source: ModelOf<any>;
  readonly key: string;
  readonly keyIsArray?: boolean;
  readonly match?: Record<string, unknown>;
  /** Target field → a $group accumulator over the matched source documents. */
  readonly accumulators: Readonly<Record<string, { $sum: unknown }>>;
  /** Fields computed from the recounted ones (the half-star rating from its sum and count). */
  readonly derive?: (values: CounterValues) => CounterValues;
  /** Called after a correction: the cache files that show these counters. */
  readonly onCorrected?: () => void;
}

const invalidate = (file: string) => () => cacheFiles.invalidate(file);
const one = { $sum: 1 };

/** Every stored counter of the API. A new counter field is added here, and the recount keeps it honest. */
export const COUNTERS: readonly CounterDefinition[] = [
  {
    name: 'tabs.commentCount',
    target: TabModel,
    source: CommentModel,
    key: 'tabId',
    accumulators: { commentCount: one },
  },
  {
    name: 'users.commentCount',
    target: UserModel,
    source: CommentModel,
    key: 'authorId',
    accumulators: { commentCount: one },
  },
  {
    name: 'tabs.favouriteCount',
    target: TabModel,
    source: FavouriteModel,
    key: 'tabId',
    accumulators: { favouriteCount: one },
    onCorrected: invalidate(TOP_FAVOURITES_FILE),
  },
  {
    name: 'tabs.rating',
    target: TabModel,
    source: RatingModel,
    key: 'tabId',
    accumulators: { ratingSum: { $sum: '$rating' }, ratingCount: one },
    derive: ({ ratingSum = 0, ratingCount = 0 }) => ({ rating: ratingOf(ratingSum, ratingCount) }),
    onCorrected: invalidateTabSummaries,
  },
  {
    name: 'users.tabCount',
    target: UserModel,
    source: TabModel,
    key: 'authorId',
    accumulators: { tabCount: one, publishedTabCount: { $sum: { $cond: ['$isPublic', 1, 0] } } },
  },
  {
    name: 'artists.tabCount',
    target: ArtistModel,
    source: TabModel,
    key: 'artistId',
    match: { isPublic: true },
    accumulators: { tabCount: one },
    onCorrected: invalidate(ARTIST_DATA_FILE),
  },
  {
    name: 'tags.tabCount',
    target: TagModel,
    source: TabModel,
    key: 'tagIds',
    keyIsArray: true,
    match: { isPublic: true },
    accumulators: { tabCount: one },
    onCorrected: invalidate(TAG_DATA_FILE),
  },
  {
    name: 'artists.requestCount',
    target: ArtistModel,
    source: TabRequestModel,
    key: 'artistId',
    match: { isPublic: true },
    accumulators: { requestCount: one },
    onCorrected: invalidate(ARTIST_DATA_FILE),
  },
  {
    name: 'users.requestCount',
    target: UserModel,
    source: TabRequestModel,
    key: 'authorId',
    accumulators: { requestCount: one },
  },
  {
    name: 'users.songbookCount',
    target: UserModel,
    source: SongbookModel,
    key: 'ownerId',
    accumulators: { songbookCount: one, publicSongbookCount: { $sum: { $cond: ['$isPublic', 1, 0] } } },
  },
  {
    name: 'requests.voteCount',
    target: TabRequestModel,
    source: VoteModel,
    key: 'requestId',
    accumulators: { voteCount: one },
  },
];
