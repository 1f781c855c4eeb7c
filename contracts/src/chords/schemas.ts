import Joi from 'joi';
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

const chordFields = {
  name: Joi.string().trim().max(CHORD_NAME_MAX).required().messages({
    'any.required': CHORD_MESSAGES.nameRequired,
    'string.empty': CHORD_MESSAGES.nameRequired,
    'string.base': CHORD_MESSAGES.nameRequired,
    'string.max': CHORD_MESSAGES.nameTooLong,
  }),
  // Any spelling of a root is accepted and stored as the root's canonical name ('D#' → 'Eb').
  root: Joi.string()
    .trim()
    .required()
    .custom((value: string, helpers) => findChordRoot(value)?.name ?? helpers.error('any.invalid'))
    .messages({
      'any.required': CHORD_MESSAGES.rootRequired,
      'string.empty': CHORD_MESSAGES.rootRequired,
      'string.base': CHORD_MESSAGES.rootRequired,
      'any.invalid': CHORD_MESSAGES.rootRequired,
    }),
  // The spec leaves a new chord's type empty and gives no message for it.
  typeId: Joi.number().integer().min(1).allow(null).default(null),
  guitar: Joi.array().items(guitarVariantSchema).default([]),
  piano: Joi.array().items(pianoVariantSchema).default([]),
};

/** POST /api/admin/chord */
export const chordCreateSchema = Joi.object(chordFields);

/** PUT /api/admin/chord */
export const chordUpdateSchema = Joi.object({ id: Joi.string().required(), ...chordFields });
