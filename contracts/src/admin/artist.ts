import Joi from 'joi';
import type { ArtistView } from '../artists/artist.schemas';
import { ARTIST_MESSAGES } from '../artists/artist.schemas';
import { LETTER_IDS } from '../letters/letters';
import { adminFlag, adminId, adminPagingQuery, adminSearchQuery } from './paging';

export const ADMIN_ARTIST_NAME_MAX = 40;
export const ADMIN_ARTIST_ORDER_BY = ['id', 'name', 'tab_count', 'request_count', 'created_at'] as const;
export type AdminArtistOrderBy = (typeof ADMIN_ARTIST_ORDER_BY)[number];

export const ADMIN_ARTIST_MESSAGES = {
  nameRequired: 'Acest câmp trebuie completat',
  nameTooLong: 'Numele artistului depășește 40 de caractere',
  /** Crafted: the spec gives no message for these. */
  nameWithoutLetters: 'Numele artistului trebuie să conțină cel puțin o literă sau o cifră.',
  nameTaken: 'Există deja un artist cu acest nume.',
  hasContent: 'Artistul nu poate fi șters: are transpuneri sau cereri.',
  busy: 'Artistul este folosit chiar acum de o altă operație. Vă rugăm să încercați din nou.',
} as const;

/** The artist dialog's one field 'Artist' (admin.md §5), shared by the form and POST/PUT /api/admin/artist. */
export const adminArtistName = () =>
  Joi.string().trim().max(ADMIN_ARTIST_NAME_MAX).required().messages({
    '*': ADMIN_ARTIST_MESSAGES.nameRequired,
    'string.max': ADMIN_ARTIST_MESSAGES.nameTooLong,
  });

/** GET /api/admin/artist: paging (default id desc), name search, letter and with-tabs/with-requests filters. */
export const adminArtistListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_ARTIST_ORDER_BY, { orderby: 'id', sort: 'desc' }),
  ...adminSearchQuery(['name'] as const),
  letterId: Joi.number()
    .integer()
    .valid(...LETTER_IDS)
    .empty('')
    .messages({ '*': ARTIST_MESSAGES.unknownLetter }),
  withTabs: adminFlag(),
  withRequests: adminFlag(),
});

export interface AdminArtistListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminArtistOrderBy;
  search: string;
  searchField?: 'name';
  letterId?: number;
  withTabs?: boolean;
  withRequests?: boolean;
}

/** POST /api/admin/artist */
export const adminNewArtistBody = Joi.object({ name: adminArtistName() });
/** PUT /api/admin/artist */
export const adminArtistUpdateBody = Joi.object({ id: adminId().required(), name: adminArtistName() });

export interface AdminArtistPayload {
  name: string;
}
export interface AdminArtistUpdatePayload extends AdminArtistPayload {
  id: string;
}

export interface AdminArtistList {
  artists: ArtistView[];
  total: number;
}

/** One entry of GET /api/admin/artist/all, the tab edit dialog's artist choices. */
export interface AdminArtistOption {
  id: string;
  name: string;
  slug: string;
}
export interface AdminArtistOptions {
  artists: AdminArtistOption[];
}
