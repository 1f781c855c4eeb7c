import { VALIDATION_OPTIONS } from '@acorduri/contracts';

/** The part of a Joi schema the forms use: the contracts' schemas are validated exactly as the API does. */
export interface FormSchema {
  validate(
    value: unknown,
    options: typeof VALIDATION_OPTIONS,
  ): {
    error?: { details: readonly { path: readonly (string | number)[]; message: string }[] };
    value: unknown;
  };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Validates `values` with a shared schema and the shared options, keeping the first message of each field
 * (details are mapped by their path). Messages of the object itself (e.g. "an artist is required" from
 * `.or()`) go to `rootField`.
 */
export function validateForm<F extends string = string>(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
  rootField?: NoInfer<F>,
): FieldErrors<F> {
  const { error } = schema.validate(values, VALIDATION_OPTIONS);
  const errors: FieldErrors<F> = {};
  for (const detail of error?.details ?? []) {
    const field = (detail.path[0] === undefined ? rootField : String(detail.path[0])) as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = detail.message;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;
