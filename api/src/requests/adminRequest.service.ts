import {
  type AdminRequestList,
  type AdminRequestListQuery,
  type AdminRequestOrderBy,
  type AdminRequestSearchField,
  type AdminRequestUpdatePayload,
  normaliseSearchText,
  REQUEST_MESSAGES,
  type TabRequestView,
} from '@acorduri/contracts';
import { Types } from 'mongoose';
import { adminSort, countFor } from '../admin/adminList';
import { ArtistModel } from '../artists/artist.model';
import { withArtistReference } from '../artists/artistReferences';
import { badRequest, notFound } from '../errors/HttpError';
import { normalisedSubstringFilter } from '../search/searchFilter';
import { applyRequestCounterChanges } from './request.counters';
import { TabRequestModel } from './request.model';
import { requestViewsOf, type StoredRequest } from './requestViews';
import { VoteModel } from './vote.model';

const SORT_FIELDS: Record<AdminRequestOrderBy, string> = {
  id: '_id',
  title: 'searchTitle',
  artist: 'searchArtist',
  created_at: 'createdAt',
  vote_count: 'voteCount',
};

/** Where each "Caută în" choice looks; no choice searches both. */
const SEARCH_FIELDS: Record<AdminRequestSearchField, string> = {
  artists: 'searchArtist',
  titles: 'searchTitle',
};

function listFilter(query: AdminRequestListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.isPublic !== undefined) filter.isPublic = query.isPublic;
  if (query.artistId) filter.artistId = new Types.ObjectId(query.artistId);
  if (query.search) {
    const fields = query.searchField ? [SEARCH_FIELDS[query.searchField]] : Object.values(SEARCH_FIELDS);
    Object.assign(filter, normalisedSubstringFilter(query.search, fields));
  }
  return filter;
}

/** GET /api/admin/request: public and unpublished requests. */
export async function listAdminRequests(query: AdminRequestListQuery): Promise<AdminRequestList> {
  const filter = listFilter(query);
  const [requests, total] = await Promise.all([
    TabRequestModel.find(filter)
      .sort(adminSort(query, SORT_FIELDS))
      .skip(query.offset)
      .limit(query.limit)
      .lean<StoredRequest[]>(),
    countFor(TabRequestModel, filter),
  ]);
  return { requests: await requestViewsOf(requests), total };
}

async function viewOf(id: Types.ObjectId): Promise<TabRequestView> {
  const request = await TabRequestModel.findById(id).lean<StoredRequest>();
  const [view] = request ? await requestViewsOf([request]) : [];
  if (!view) throw notFound();
  return view;
}

/** The artist fields of an edited request: a catalogue artist, or the free-text name as the admin left it. */
async function artistFieldsFor(
  payload: AdminRequestUpdatePayload,
): Promise<{ artistId: Types.ObjectId | null; tempArtist: string | null; searchArtist: string }> {
  if (payload.artistId) {
    const artist = await ArtistModel.findById(payload.artistId, { name: 1 }).lean();
    if (!artist) throw badRequest(REQUEST_MESSAGES.artistUnknown);
    return { artistId: artist._id, tempArtist: null, searchArtist: normaliseSearchText(artist.name) };
  }
  if (!payload.tempArtist) throw badRequest(REQUEST_MESSAGES.artistRequired);
  return {
    artistId: null,
    tempArtist: payload.tempArtist,
    searchArtist: normaliseSearchText(payload.tempArtist),
  };
}

/**
 * PUT /api/admin/request: title, artist and visibility. The artists' request counters move from the state read
 * atomically with the write; a catalogue artist cannot be deleted while the request is being pointed at it.
 */
export async function updateRequest(payload: AdminRequestUpdatePayload): Promise<TabRequestView> {
  const id = new Types.ObjectId(payload.id);
  if (!(await TabRequestModel.exists({ _id: id }))) throw notFound();
  const artist = await artistFieldsFor(payload);
  const write = () =>
    TabRequestModel.findOneAndUpdate(
      { _id: id },
      {
        $set: {
          title: payload.title,
          searchTitle: normaliseSearchText(payload.title),
          isPublic: payload.isPublic,
          ...artist,
        },
      },
      { returnDocument: 'before' },
    ).lean<StoredRequest>();
  const before = artist.artistId
    ? await withArtistReference(artist.artistId, REQUEST_MESSAGES.artistUnknown, write)
    : await write();
  if (!before) throw notFound();
  await applyRequestCounterChanges(before, {
    ...before,
    isPublic: payload.isPublic,
    artistId: artist.artistId,
  });
  return viewOf(id);
}

/** DELETE /api/admin/request: the request and its votes; counters move as for any removed request. */
export async function deleteRequest(id: string): Promise<StoredRequest> {
  const deleted = await TabRequestModel.findOneAndDelete({
    _id: new Types.ObjectId(id),
  }).lean<StoredRequest>();
  if (!deleted) throw notFound();
  await VoteModel.deleteMany({ requestId: deleted._id });
  await applyRequestCounterChanges(deleted, null);
  return deleted;
}
