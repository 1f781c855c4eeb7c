import type { ArtistListQuery, ArtistListResponse, ArtistOrderBy, ArtistView } from '@acorduri/contracts';
import type { SortOrder } from 'mongoose';
import { notFound } from '../errors/HttpError';
import { ArtistModel } from './artist.model';
import { ARTIST_VIEW_FIELDS, type ArtistRecord, toArtistView } from './artist.views';

const SORT_FIELD: Record<ArtistOrderBy, string> = {
  name: 'searchName',
  tab_count: 'tabCount',
  created_at: 'createdAt',
};

export async function listArtists(query: ArtistListQuery): Promise<ArtistListResponse> {
  const filter = query.letterId === undefined ? {} : { letterId: query.letterId };
  const direction: SortOrder = query.sort === 'desc' ? -1 : 1;
  const [artists, total] = await Promise.all([
    ArtistModel.find(filter, ARTIST_VIEW_FIELDS)
      .sort({ [SORT_FIELD[query.orderby]]: direction, _id: direction })
      .skip(query.offset)
      .limit(query.limit)
      .lean<ArtistRecord[]>(),
    ArtistModel.countDocuments(filter),
  ]);
  return { artists: artists.map(toArtistView), total };
}

export async function artistBySlug(slug: string): Promise<ArtistView> {
  const artist = await ArtistModel.findOne({ slug }, ARTIST_VIEW_FIELDS).lean<ArtistRecord>();
  if (!artist) throw notFound();
  return toArtistView(artist);
}

/** Every artist by name: the artist-data.json cache file. */
export async function allArtists(): Promise<ArtistView[]> {
  const artists = await ArtistModel.find({}, ARTIST_VIEW_FIELDS)
    .sort({ searchName: 1 })
    .lean<ArtistRecord[]>();
  return artists.map(toArtistView);
}
