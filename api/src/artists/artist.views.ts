import type { ArtistView } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import type { Artist } from './artist.model';

export type ArtistRecord = Pick<Artist, 'name' | 'slug' | 'letterId' | 'tabCount' | 'requestCount'> & {
  _id: Types.ObjectId;
};

/** Only the fields the views read, for lean queries. */
export const ARTIST_VIEW_FIELDS = { name: 1, slug: 1, letterId: 1, tabCount: 1, requestCount: 1 } as const;

export function toArtistView(artist: ArtistRecord): ArtistView {
  return {
    id: artist._id.toHexString(),
    name: artist.name,
    slug: artist.slug,
    letterId: artist.letterId,
    tabCount: artist.tabCount,
    requestCount: artist.requestCount,
    tab_count: artist.tabCount,
    request_count: artist.requestCount,
  };
}
