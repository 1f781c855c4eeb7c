import { normaliseSearchText } from '@acorduri/contracts';
import { artistName, songTitle } from '@acorduri/demo-data';
import type { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { communitySeedData, setByIdUpdates } from '../profiles/communitySeed';
import { bulkInsert } from '../seed/bulkInsert';
import type { SeedContext } from '../seed/seedContext';
import { seededObjectId } from '../seed/seededObjectId';
import type { StepProgress } from '../seed/seedProgress';
import { UserModel } from '../users/user.model';
import { TabRequestModel } from './request.model';
import { VoteModel } from './vote.model';

const REQUESTS = 420;
const MAX_VOTES = 30;
const DEMO_ACCOUNT_REQUESTS = 3;
const SINCE = new Date(Date.UTC(2022, 0, 1));

interface RequestDoc {
  _id: Types.ObjectId;
  title: string;
  artistId: Types.ObjectId | null;
  tempArtist: string | null;
  authorId: Types.ObjectId;
  voteCount: number;
  isPublic: boolean;
  searchTitle: string;
  searchArtist: string;
  createdAt: Date;
  updatedAt: Date;
}

function tally(counts: Map<string, { requestCount: number }>, id: Types.ObjectId | null): void {
  if (id)
    counts.set(id.toHexString(), { requestCount: (counts.get(id.toHexString())?.requestCount ?? 0) + 1 });
}

/**
 * Song requests (mostly for catalogue artists, some with a free-text artist, a few unpublished) and their votes
 * (distinct users per request). voteCount, the artists' requestCount (public requests) and the users'
 * requestCount match the inserted documents.
 */
export async function seedRequests(
  context: SeedContext,
  progress?: StepProgress,
): Promise<{ requests: number; votes: number }> {
  const random = context.random.fork('requests');
  const [artists, { users, demoAccount: demo }] = await Promise.all([
    ArtistModel.find({}, { _id: 1, name: 1 }).sort({ _id: 1 }).lean(),
    communitySeedData(context),
  ]);
  if (users.length === 0) return { requests: 0, votes: 0 };
  const requests: RequestDoc[] = [];
  const votes: { _id: Types.ObjectId; requestId: Types.ObjectId; userId: Types.ObjectId; createdAt: Date }[] =
    [];
  const artistCounts = new Map<string, { requestCount: number }>();
  const userCounts = new Map<string, { requestCount: number }>();
  for (let index = 0; index < REQUESTS; index += 1) {
    const artist =
      artists.length > 0 && random.chance(0.75) ? artists[random.skewedIndex(artists.length)] : undefined;
    const tempArtist = artist ? null : artistName(random).slice(0, 50);
    const title = songTitle(random).slice(0, 100);
    const authorId = demo && index < DEMO_ACCOUNT_REQUESTS ? demo : random.pick(users);
    const createdAt = random.date(SINCE, context.now);
    const request: RequestDoc = {
      _id: seededObjectId(random, createdAt),
      title,
      artistId: artist?._id ?? null,
      tempArtist,
      authorId,
      voteCount: 0,
      isPublic: random.chance(0.93),
      searchTitle: normaliseSearchText(title),
      searchArtist: normaliseSearchText(artist?.name ?? tempArtist ?? ''),
      createdAt,
      updatedAt: createdAt,
    };
    if (request.isPublic) {
      for (const voter of random.sample(users, random.skewedIndex(MAX_VOTES))) {
        const votedAt = random.date(createdAt, context.now);
        votes.push({
          _id: seededObjectId(random, votedAt),
          requestId: request._id,
          userId: voter._id,
          createdAt: votedAt,
        });
        request.voteCount += 1;
      }
      tally(artistCounts, request.artistId);
    }
    tally(userCounts, authorId);
    requests.push(request);
  }
  progress?.total(requests.length + votes.length);
  await bulkInsert(TabRequestModel, requests, progress);
  await bulkInsert(VoteModel, votes, progress);
  await Promise.all([
    artistCounts.size > 0 &&
      ArtistModel.collection.bulkWrite(setByIdUpdates(artistCounts), { ordered: false }),
    userCounts.size > 0 && UserModel.collection.bulkWrite(setByIdUpdates(userCounts), { ordered: false }),
  ]);
  return { requests: requests.length, votes: votes.length };
}
