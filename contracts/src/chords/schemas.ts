import Joi from 'joi';
import { adminId } from '../admin/paging';
import { isValidGuitarVariant } from './guitarVariant';
import { CHORD_MESSAGES, CHORD_NAME_MAX } from './messages';
import { isValidPianoVariant } from './pianoVariant';
import { findChordRoot } from './roots';

function variantSchema(isValid: (text: string) => boolean) {
  // Not `.required()`: inside an array that would demand at least one item; an empty text is still refused.
  return Joi.string()
    .custom((value: string, helpers) => (isValid(value) ? value : helpers.error('any.invalid')))
    .messages({
      'any.required': CHORD_MESSAGES.variantRequired,
      'string.empty': CHORD_MESSAGES.variantRequired,
      'string.base': CHORD_MESSAGES.variantInvalid,
      'any.invalid': CHORD_MESSAGES.variantInvalid,
    });
}

export const guitarVariantSchema = variantSchema(isValidGuitarVariant);
export const pianoVariantSchema = variantSchema(isValidPianoVariant);

/** Any spelling of a root, converted to the root's canonical name ('D#' → 'Eb'); the editor and the list filter. */
export const chordRootSchema = () =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => findChordRoot(value)?.name ?? helpers.error('any.invalid'))
    .messages({
      'string.base': CHORD_MESSAGES.rootInvalid,
      'any.invalid': CHORD_MESSAGES.rootInvalid,
    });

/** A chord type id; whether the type exists is the server's check (the types are a lookup collection). */
export const chordTypeIdSchema = () =>
  Joi.number().integer().min(1).messages({ '*': CHORD_MESSAGES.typeInvalid });

const variantList = (variant: Joi.StringSchema) =>
  Joi.array().items(variant).default([]).messages({ 'array.base': CHORD_MESSAGES.variantInvalid });

const chordFields = {
  name: Joi.string().trim().max(CHORD_NAME_MAX).required().messages({
    'any.required': CHORD_MESSAGES.nameRequired,
    'string.empty': CHORD_MESSAGES.nameRequired,
    'string.base': CHORD_MESSAGES.nameRequired,
    'string.max': CHORD_MESSAGES.nameTooLong,
  }),
  root: chordRootSchema()
    .required()
    .messages({ 'any.required': CHORD_MESSAGES.rootRequired, 'string.empty': CHORD_MESSAGES.rootRequired }),
  // The spec leaves a new chord's type empty and gives no message for it.
  typeId: chordTypeIdSchema().allow(null).default(null),
  guitar: variantList(guitarVariantSchema),
  piano: variantList(pianoVariantSchema),
};

/** POST /api/admin/chord */
export const chordCreateSchema = Joi.object(chordFields);

/** PUT /api/admin/chord */
export const chordUpdateSchema = Joi.object({ id: adminId().required(), ...chordFields });
