import { VALIDATION_OPTIONS } from '@acorduri/contracts';
import type { ObjectSchema } from 'joi';

/** Validates a form with the API's own Joi schema: the same rules and the same Romanian messages, per field. */
export function validateForm<T>(schema: ObjectSchema<T>, values: unknown): Record<string, string> {
  const { error } = schema.validate(values, VALIDATION_OPTIONS);
  const errors: Record<string, string> = {};
  for (const detail of error?.details ?? []) {
    const field = String(detail.path[0] ?? '');
    errors[field] ??= detail.message;
  }
  return errors;
}
