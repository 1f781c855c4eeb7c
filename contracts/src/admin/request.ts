import Joi from 'joi';
import { REQUEST_ARTIST_MAX, REQUEST_MESSAGES } from '../requests/messages';
import { requestTitle } from '../requests/schemas';
import type { TabRequestView } from '../requests/types';
import { adminFlag, adminId, adminPagingQuery, adminSearchQuery } from './paging';

export const ADMIN_REQUEST_ORDER_BY = ['id', 'title', 'artist', 'created_at', 'vote_count'] as const;
export type AdminRequestOrderBy = (typeof ADMIN_REQUEST_ORDER_BY)[number];
export const ADMIN_REQUEST_SEARCH_FIELDS = ['artists', 'titles'] as const;
export type AdminRequestSearchField = (typeof ADMIN_REQUEST_SEARCH_FIELDS)[number];

export const ADMIN_REQUEST_MESSAGES = {
  /** Crafted: the spec gives no message for a malformed public flag. */
  badPublic: 'Valoarea câmpului Public trebuie să fie 1 sau 0.',
} as const;

/** GET /api/admin/request: paging (default id desc), search in artists/titles, visibility and artist filters. */
export const adminRequestListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_REQUEST_ORDER_BY, { orderby: 'id', sort: 'desc' }),
  ...adminSearchQuery(ADMIN_REQUEST_SEARCH_FIELDS),
  isPublic: adminFlag(),
  artistId: adminId().empty(''),
});

export interface AdminRequestListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminRequestOrderBy;
  search: string;
  searchField?: AdminRequestSearchField;
  isPublic?: boolean;
  artistId?: string;
}

/**
 * PUT /api/admin/request (admin.md §5: title required, max 100; artist required, a typed name at most 50). A
 * catalogue artist (artistId) wins; without one the request keeps the free-text name the visitor typed, as the
 * admin corrected it (tempArtist), which is then required.
 */
export const adminRequestUpdateBody = Joi.object({
  id: adminId().required(),
  title: requestTitle(),
  artistId: adminId().allow(null).empty('').messages({ '*': REQUEST_MESSAGES.artistInvalid }),
  tempArtist: Joi.string()
    .trim()
    .max(REQUEST_ARTIST_MAX)
    .empty(Joi.valid('', null))
    .when('artistId', { is: Joi.exist().not(null), otherwise: Joi.required() })
    .messages({ '*': REQUEST_MESSAGES.artistRequired, 'string.max': REQUEST_MESSAGES.artistTooLong }),
  isPublic: Joi.boolean()
    .truthy(1, '1')
    .falsy(0, '0')
    .required()
    .messages({ '*': ADMIN_REQUEST_MESSAGES.badPublic }),
});

export interface AdminRequestUpdatePayload {
  id: string;
  title: string;
  artistId?: string | null;
  tempArtist?: string;
  isPublic: boolean;
}

export interface AdminRequestList {
  requests: TabRequestView[];
  total: number;
}
