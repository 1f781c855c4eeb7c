import Joi from 'joi';
import { LETTER_IDS } from '../letters/letters';
import { pageSlug } from '../tags/pageSlug';
import { pagingQuery } from '../validation/common';

export const ARTIST_ORDER_BY = ['name', 'tab_count', 'created_at'] as const;
export type ArtistOrderBy = (typeof ARTIST_ORDER_BY)[number];

export const ARTIST_MESSAGES = {
  /** Crafted: the spec gives no message for an id outside the letter map. */
  unknownLetter: 'Litera selectată nu există.',
} as const;

/** GET /api/artist: paging (the letter page loads 500 from offset 0) and an optional letter. */
export const artistListQuery = Joi.object({
  ...pagingQuery(ARTIST_ORDER_BY),
  letterId: Joi.number()
    .integer()
    .valid(...LETTER_IDS)
    .messages({ 'any.only': ARTIST_MESSAGES.unknownLetter, 'number.base': ARTIST_MESSAGES.unknownLetter }),
});

export interface ArtistListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: ArtistOrderBy;
  letterId?: number;
}

/** GET /api/artist/{slug} */
export const artistSlugParams = Joi.object({ slug: pageSlug().required() });

export interface ArtistView {
  id: string;
  name: string;
  slug: string;
  letterId: number;
  tabCount: number;
  requestCount: number;
  /** The spec also names the counts in snake case. */
  tab_count: number;
  request_count: number;
}

export interface ArtistListResponse {
  artists: ArtistView[];
  total: number;
}

/** /cache/artist-data.json: every artist, by name (the /artisti page groups them by letter). */
export interface ArtistDataFile {
  artists: ArtistView[];
}
