import {
  type NewRequestPayload,
  normaliseSearchText,
  REQUEST_MESSAGES,
  type RequestOrderField,
  type SortDirection,
  type TabRequestList,
  type TabRequestView,
  type VoteResult,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { ArtistModel } from '../artists/artist.model';
import { withArtistReference } from '../artists/artistReferences';
import { inWriteTransaction } from '../db/writeTransaction';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import { badRequest, notFound } from '../errors/HttpError';
import { orEarlierWrite } from '../http/earlierWrite';
import { applyRequestCounterChanges } from './request.counters';
import { TabRequestModel } from './request.model';
import { requestViewsOf, type StoredRequest } from './requestViews';
import { VoteModel } from './vote.model';

export interface RequestListQuery {
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
  readonly orderby: RequestOrderField;
  readonly artistSlug?: string;
}

const SORT_FIELDS: Record<RequestOrderField, string> = {
  createdAt: 'createdAt',
  title: 'searchTitle',
  artist: 'searchArtist',
  voteCount: 'voteCount',
};

async function votedAmong(userId: string, requests: readonly StoredRequest[]): Promise<Set<string>> {
  const votes = await VoteModel.find(
    { userId: new Types.ObjectId(userId), requestId: { $in: requests.map((request) => request._id) } },
    { requestId: 1 },
  ).lean();
  return new Set(votes.map((vote) => vote.requestId.toHexString()));
}

/** GET /api/request: public requests, optionally of one artist; `voted` is added for a signed-in visitor. */
export async function listPublicRequests(
  query: RequestListQuery,
  viewerId?: string,
): Promise<TabRequestList> {
  const filter: { isPublic: true; artistId?: Types.ObjectId } = { isPublic: true };
  if (query.artistSlug !== undefined) {
    const artist = await ArtistModel.findOne({ slug: query.artistSlug }, { _id: 1 }).lean();
    if (!artist) return { requests: [], total: 0 };
    filter.artistId = artist._id;
  }
  const direction = query.sort === 'desc' ? -1 : 1;
  const [requests, total] = await Promise.all([
    TabRequestModel.find(filter)
      .sort({ [SORT_FIELDS[query.orderby]]: direction, _id: direction })
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredRequest[]>(),
    TabRequestModel.countDocuments(filter),
  ]);
  const voted = viewerId ? await votedAmong(viewerId, requests) : undefined;
  return { requests: await requestViewsOf(requests, voted), total };
}

/**
 * POST /api/user/request: a public request for a catalogue artist (artistId wins) or a free-text artist name.
 * With the request's idempotency key, a request this user already wrote under it is answered instead.
 */
export async function addRequest(
  userId: string,
  payload: NewRequestPayload,
  requestKey?: string,
): Promise<TabRequestView> {
  const artist = payload.artistId ? await ArtistModel.findById(payload.artistId, { name: 1 }).lean() : null;
  if (payload.artistId && !artist) throw badRequest(REQUEST_MESSAGES.artistUnknown);
  const tempArtist = artist ? null : (payload.tempArtist ?? null);
  const create = () =>
    orEarlierWrite(
      requestKey,
      () =>
        inWriteTransaction(async (session) => {
          const [request] = await TabRequestModel.create(
            [
              {
                title: payload.title,
                artistId: artist?._id ?? null,
                tempArtist,
                authorId: userId,
                isPublic: true,
                searchTitle: normaliseSearchText(payload.title),
                searchArtist: normaliseSearchText(artist?.name ?? tempArtist ?? ''),
                requestKey,
              },
            ],
            { session },
          );
          if (!request) throw notFound();
          await applyRequestCounterChanges(null, request, session);
          return request.toObject() as StoredRequest;
        }),
      (key) => TabRequestModel.findOne({ authorId: userId, requestKey: key }).lean<StoredRequest>(),
    );
  const created = artist
    ? await withArtistReference(artist._id, REQUEST_MESSAGES.artistUnknown, create)
    : await create();
  const [view] = await requestViewsOf([created]);
  if (!view) throw notFound();
  return view;
}

const voteCountOf = (id: Types.ObjectId) =>
  TabRequestModel.findById(id, { voteCount: 1 }).lean<{ voteCount: number }>();

/**
 * PUT /api/user/request/vote: one vote per user and public request, enforced by the unique index. A vote already
 * stored under the request's idempotency key (a retry after a crash) is answered with the count, not refused.
 */
export async function voteForRequest(
  userId: string,
  requestId: string,
  requestKey?: string,
): Promise<VoteResult> {
  const id = new Types.ObjectId(requestId);
  if (!(await TabRequestModel.exists({ _id: id, isPublic: true }))) throw notFound();
  let updated: { voteCount: number } | null;
  try {
    updated = await orEarlierWrite(
      requestKey,
      () =>
        inWriteTransaction(async (session) => {
          await VoteModel.create([{ requestId: id, userId, requestKey }], { session });
          return TabRequestModel.findOneAndUpdate(
            { _id: id },
            { $inc: { voteCount: 1 } },
            { returnDocument: 'after', projection: { voteCount: 1 }, session },
          ).lean();
        }),
      async (key) =>
        (await VoteModel.exists({ requestId: id, userId, requestKey: key })) ? voteCountOf(id) : null,
    );
  } catch (error) {
    if (isDuplicateKeyError(error)) throw badRequest(REQUEST_MESSAGES.alreadyVoted);
    throw error;
  }
  if (!updated) throw notFound();
  return { voteCount: updated.voteCount };
}

/** Keeps the artist sort key of requests in step with a renamed artist (for the admin artist service). */
export async function renameArtistInRequests(artistId: Types.ObjectId | string, name: string): Promise<void> {
  await TabRequestModel.updateMany({ artistId }, { $set: { searchArtist: normaliseSearchText(name) } });
}
