import Joi from 'joi';
import type { TagView } from '../tags/tag.schemas';
import { adminFlag, adminId, adminPagingQuery, adminSearchQuery } from './paging';

export const ADMIN_TAG_NAME_MAX = 40;
export const ADMIN_TAG_ORDER_BY = ['id', 'name', 'tab_count', 'created_at'] as const;
export type AdminTagOrderBy = (typeof ADMIN_TAG_ORDER_BY)[number];

export const ADMIN_TAG_MESSAGES = {
  nameRequired: 'Numele trebuie completat',
  nameTooLong: 'Numele depășește 40 de caractere',
  /** Crafted: the spec gives no message for these. */
  nameWithoutLetters: 'Numele trebuie să conțină cel puțin o literă sau o cifră.',
  nameTaken: 'Există deja o categorie cu acest nume.',
  badPublic: 'Valoarea câmpului Public trebuie să fie 1 sau 0.',
  inUse: 'Categoria nu poate fi ștearsă: are transpuneri.',
  /** The spec's success message of the tag file (admin.md §8). */
  fileGenerated: 'Fișierul a fost generat cu succes.',
} as const;

/** The tag dialog's name (admin.md §5), shared by the form and POST/PUT /api/admin/tag. */
export const adminTagName = () =>
  Joi.string().trim().max(ADMIN_TAG_NAME_MAX).required().messages({
    '*': ADMIN_TAG_MESSAGES.nameRequired,
    'string.max': ADMIN_TAG_MESSAGES.nameTooLong,
  });

const publicFlag = () =>
  Joi.boolean().truthy(1, '1').falsy(0, '0').messages({ '*': ADMIN_TAG_MESSAGES.badPublic });

/** GET /api/admin/tag: paging (default id desc), visibility and an optional name search. */
export const adminTagListQuery = Joi.object({
  ...adminPagingQuery(ADMIN_TAG_ORDER_BY, { orderby: 'id', sort: 'desc' }),
  ...adminSearchQuery(['name'] as const),
  isPublic: adminFlag(),
});

export interface AdminTagListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  orderby: AdminTagOrderBy;
  search: string;
  searchField?: 'name';
  isPublic?: boolean;
}

/** POST /api/admin/tag: a new tag is private unless isPublic says otherwise (admin.md §2). */
export const adminNewTagBody = Joi.object({ name: adminTagName(), isPublic: publicFlag().default(false) });
/** PUT /api/admin/tag: an omitted isPublic keeps the tag's visibility. */
export const adminTagUpdateBody = Joi.object({
  id: adminId().required(),
  name: adminTagName(),
  isPublic: publicFlag(),
});

export interface AdminTagPayload {
  name: string;
  isPublic: boolean;
}
export interface AdminTagUpdatePayload {
  id: string;
  name: string;
  isPublic?: boolean;
}

export interface AdminTagList {
  tags: TagView[];
  total: number;
}

/** One entry of GET /api/admin/tag/all (private tags included), the tab edit dialog's tag choices. */
export type AdminTagOption = Omit<TagView, 'tabCount'>;
export interface AdminTagOptions {
  tags: AdminTagOption[];
}

/** POST /api/admin/tag/cache: how many public tags the regenerated tag-data.json holds. */
export interface AdminTagFileResult {
  tags: number;
}
