import Joi from 'joi';
import { chordRootSchema, chordTypeIdSchema } from '../chords/schemas';
import { type AdminPagingQuery, adminPagingQuery, adminSearchQuery } from './paging';

/** Sort columns of the chord editor (admin.md §9: created_at descending by default). */
export const ADMIN_CHORD_ORDER_BY = ['name', 'root', 'created_at', 'updated_at'] as const;
export type AdminChordOrderBy = (typeof ADMIN_CHORD_ORDER_BY)[number];

/** GET /api/admin/chord after validation. */
export interface AdminChordQuery extends AdminPagingQuery<AdminChordOrderBy> {
  /** The root's canonical name, whatever spelling was sent ('D#' → 'Eb') */
  readonly root?: string;
  readonly typeId?: number;
  /** Part of the chord's name, any case */
  readonly search: string;
}

/** GET /api/admin/chord: paging, the root and type filters (empty = not filtered) and a search by name. */
export const adminChordListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_CHORD_ORDER_BY, { orderby: 'created_at', sort: 'desc' }),
  search: adminSearchQuery([]).search,
  root: chordRootSchema().empty(''),
  typeId: chordTypeIdSchema().empty(''),
});
