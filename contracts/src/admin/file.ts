import Joi from 'joi';
import { MEDIA_EXTENSIONS, MEDIA_KINDS, MEDIA_MESSAGES, type MediaKind } from '../media/messages';
import { mediaUploadFields } from '../media/schemas';
import type { AssetFile } from '../media/types';
import { slugify } from '../search/normalise';
import { type AdminPagingQuery, adminPagingQuery, adminSearchQuery } from './paging';

/** Sort columns of the file manager (admin.md §2); newest first by default like the media list (§9). */
export const ADMIN_FILE_ORDER_BY = ['filename', 'size', 'last_modified'] as const;
export type AdminFileOrderBy = (typeof ADMIN_FILE_ORDER_BY)[number];

/** The media manager lists the library newest first (admin.md §7, §9); only the direction can change. */
export const ADMIN_MEDIA_ORDER_BY = ['last_modified'] as const;
export type AdminMediaOrderBy = (typeof ADMIN_MEDIA_ORDER_BY)[number];

/** The longest name an admin may give an uploaded file, without its extension. */
export const ADMIN_FILENAME_MAX = 100;

export const ADMIN_FILE_MESSAGES = {
  /** Crafted: the spec's upload form has the field but shows no limit for it. */
  filenameTooLong: `Numele fișierului depășește ${ADMIN_FILENAME_MAX} de caractere.`,
} as const;

/** GET /api/admin/file and /api/admin/media after validation. */
export interface AdminFileQuery<OrderBy extends string = AdminFileOrderBy> extends AdminPagingQuery<OrderBy> {
  /** Part of the file name; case, diacritics and separators do not matter */
  readonly search: string;
  /** One folder; every folder when absent */
  readonly kind?: MediaKind;
}

export interface AssetFileList {
  readonly files: readonly AssetFile[];
  readonly total: number;
}

const kindFilter = () =>
  Joi.string()
    .trim()
    .lowercase()
    .valid(...MEDIA_KINDS)
    .empty('')
    .messages({ '*': MEDIA_MESSAGES.kindUndefined });

function fileListQuery<OrderBy extends string>(orderBy: readonly OrderBy[], orderby: OrderBy) {
  return Joi.object({
    ...adminPagingQuery(orderBy, { orderby, sort: 'desc' }),
    search: adminSearchQuery([]).search,
    kind: kindFilter(),
  });
}

/** GET /api/admin/file: the file manager, one folder (`kind`) or all, sortable by name, size or date. */
export const adminFileListQuery = fileListQuery(ADMIN_FILE_ORDER_BY, 'last_modified');

/** GET /api/admin/media: the media manager, the whole library newest first. */
export const adminMediaListQuery = fileListQuery(ADMIN_MEDIA_ORDER_BY, 'last_modified');

const extensionPattern = new RegExp(
  `\\.(${[...new Set(Object.values(MEDIA_EXTENSIONS).flat())].join('|')})$`,
  'i',
);

/** The part of a requested name before a media extension the admin may have typed ('Copertă.PNG' → 'Copertă'). */
export function filenameStem(name: string): string {
  return name.trim().replace(extensionPattern, '');
}

/**
 * Multipart fields of POST /api/admin/file (the file travels as `fileData`): the folder, and the name to store
 * the file under (the spec's "further field"); the server makes it URL-safe and adds the file's real extension.
 */
export const adminFileUploadFields = mediaUploadFields.keys({
  filename: Joi.string()
    .trim()
    .required()
    .custom((value: string, helpers) => {
      const stem = filenameStem(value);
      if (stem.length > ADMIN_FILENAME_MAX) return helpers.error('string.max');
      return slugify(stem) ? value : helpers.error('any.invalid');
    })
    .messages({
      '*': MEDIA_MESSAGES.filenameInvalid,
      'any.required': MEDIA_MESSAGES.filenameRequired,
      'string.empty': MEDIA_MESSAGES.filenameRequired,
      'string.max': ADMIN_FILE_MESSAGES.filenameTooLong,
    }),
});
