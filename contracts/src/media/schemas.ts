import Joi from 'joi';
import { flag, objectId } from '../validation/common';
import { ATTACHMENT_KINDS, MEDIA_KIND_ALIASES, MEDIA_KINDS, MEDIA_MESSAGES } from './messages';

const kindOf = (kinds: readonly string[]) =>
  Joi.string()
    .trim()
    .lowercase()
    .valid(...kinds)
    .required()
    .messages({ '*': MEDIA_MESSAGES.kindUndefined });

const tabIdField = () =>
  objectId()
    .required()
    .messages({ '*': MEDIA_MESSAGES.tabInvalid, 'any.required': MEDIA_MESSAGES.tabRequired });

/** A stored file's name: no path separators, no leading dot, at most 150 characters. */
export const MEDIA_FILENAME_PATTERN = /^[\p{L}\p{N}_][\p{L}\p{N}_.() -]*$/u;

/** Multipart fields of POST /api/user/tab/attachment (the file itself travels as `fileData`). */
export const attachmentUploadFields = Joi.object({ tabId: tabIdField(), kind: kindOf(ATTACHMENT_KINDS) });

/** DELETE /api/user/tab/attachment */
export const attachmentDeleteBody = attachmentUploadFields;

/** Multipart fields of POST /api/user/media: a folder, or a file type standing for its folder (png → img). */
export const mediaUploadFields = Joi.object({
  // A custom rule rather than `valid()`: Joi returns an allowed value as it is, before any conversion.
  kind: Joi.string()
    .trim()
    .lowercase()
    .required()
    .custom((value: string, helpers) => {
      const kind = MEDIA_KIND_ALIASES[value] ?? value;
      return (MEDIA_KINDS as readonly string[]).includes(kind) ? kind : helpers.error('any.only');
    })
    .messages({ '*': MEDIA_MESSAGES.kindUndefined }),
  /** Replace a file of the same name in the folder; without it such an upload is refused (409). */
  overwrite: flag().default(false).messages({ '*': MEDIA_MESSAGES.overwriteInvalid }),
});

/** DELETE /api/user/media */
export const mediaDeleteBody = Joi.object({
  kind: kindOf(MEDIA_KINDS),
  filename: Joi.string().max(150).pattern(MEDIA_FILENAME_PATTERN).required().messages({
    '*': MEDIA_MESSAGES.filenameInvalid,
    'any.required': MEDIA_MESSAGES.filenameRequired,
    'string.empty': MEDIA_MESSAGES.filenameRequired,
  }),
});
