import { type FieldErrors, type FormSchema, hasErrors, validateForm } from '@acorduri/list-toolkit';
import { useCallback, useEffect, useState } from 'react';

export interface UseFormOptions<V extends Record<string, unknown>> {
  readonly schema: FormSchema;
  readonly initial: V;
  /** Where messages about the whole object go (e.g. the artist of a tab). */
  readonly rootField?: keyof V & string;
}

/**
 * Field values and messages of one form. Validation runs on submit (the spec's rule for sign-in, kept for every
 * form); after a failed submit each change re-validates, so a message goes away as soon as the field is fixed.
 */
export function useForm<V extends Record<string, unknown>>({
  schema,
  initial,
  rootField,
}: UseFormOptions<V>) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = useCallback(
    (next: V) => validateForm<Field>(schema, next, rootField),
    [schema, rootField],
  );

  const setValue = useCallback(<K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  useEffect(() => {
    if (submitted) setErrors(validate(values));
  }, [submitted, validate, values]);

  /** Validates; returns the values when they pass, otherwise shows the messages and returns undefined. */
  const check = useCallback((): V | undefined => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    return hasErrors(found) ? undefined : values;
  }, [validate, values]);

  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    [initial],
  );

  return { values, errors, setValue, check, reset, setValues };
}
