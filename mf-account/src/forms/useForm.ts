import { type FieldErrors, type FormSchema, hasErrors, validateForm } from '@acorduri/list-toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A schema imported when the form is first used, so a page showing the form does not download Joi with it. */
export type SchemaLoader = () => Promise<FormSchema>;

export interface UseFormOptions<V extends Record<string, unknown>> {
  readonly schema: FormSchema | SchemaLoader;
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

  const [loaded, setLoaded] = useState<FormSchema | undefined>(() =>
    typeof schema === 'function' ? undefined : schema,
  );
  const loading = useRef<Promise<FormSchema> | undefined>(undefined);
  /** The schema, imported on first use (a field entered, or the submit) when it comes from a loader. */
  const schemaNow = useCallback((): Promise<FormSchema> => {
    if (typeof schema !== 'function') return Promise.resolve(schema);
    loading.current ??= schema().then((found) => {
      setLoaded(() => found);
      return found;
    });
    return loading.current;
  }, [schema]);

  const setValue = useCallback(<K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /** Starts importing a loaded schema when the user enters a field, so the submit does not wait for it. */
  const prepare = useCallback(() => {
    schemaNow().catch(() => {
      // A failed import is retried by the submit, which shows its error.
      loading.current = undefined;
    });
  }, [schemaNow]);

  useEffect(() => {
    if (submitted && loaded) setErrors(validateForm<Field>(loaded, values, rootField));
  }, [submitted, loaded, values, rootField]);

  /** Validates; resolves to the values when they pass, otherwise shows the messages and resolves to undefined. */
  const check = useCallback(async (): Promise<V | undefined> => {
    const found = validateForm<Field>(await schemaNow(), values, rootField);
    setSubmitted(true);
    setErrors(found);
    return hasErrors(found) ? undefined : values;
  }, [schemaNow, values, rootField]);

  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    [initial],
  );

  return { values, errors, setValue, prepare, check, reset, setValues };
}
