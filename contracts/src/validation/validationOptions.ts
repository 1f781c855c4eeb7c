import type { ValidationOptions } from 'joi';

/**
 * Joi options every schema is validated with, on the server and in the forms, so messages come out the same.
 * Apart from common.ts: the forms' validator needs only these, and a module importing Joi itself would bring Joi
 * into every page with a form, before the form's schema is loaded.
 */
export const VALIDATION_OPTIONS: ValidationOptions = {
  abortEarly: false,
  convert: true,
  stripUnknown: true,
  errors: { wrap: { label: false } },
};
