import { ApiError, messagesOfError } from '@acorduri/contracts';
import { useCallback, useMemo, useState } from 'react';
import type { FormValues } from '../definition';
import { type FieldErrors, type FormSchema, hasErrors, validateForm } from './validateForm';

export interface UseFormDialogOptions {
  readonly initial: FormValues;
  readonly schema: FormSchema;
  /** The request body the schema checks (the values, or `{ id, ...values }` when editing). */
  readonly toBody: (values: FormValues) => FormValues;
  readonly submit: (body: FormValues) => Promise<unknown>;
  /** Failures the dialog does not show itself (401/403). */
  readonly onAuthFailure: (error: unknown) => void;
}

/**
 * Values, blur validation and submission of the generic dialog: a field shows its message once it has been left
 * (spec: validation runs on blur) or after a submit; the server's 400 messages show in the dialog.
 */
export function useFormDialog({ initial, schema, toBody, submit, onAuthFailure }: UseFormDialogOptions) {
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);

  const allErrors = useMemo(() => validateForm(schema, toBody(values)), [schema, toBody, values]);
  const errors: FieldErrors<string> = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(allErrors).filter(([field]) => submitted || touched.has(field)),
      ) as FieldErrors<string>,
    [allErrors, submitted, touched],
  );

  const setValue = useCallback((field: string, value: unknown) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const blur = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const onSubmit = useCallback(async () => {
    setSubmitted(true);
    if (hasErrors(allErrors)) return;
    setBusy(true);
    setFailure([]);
    try {
      await submit(toBody(values));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) onAuthFailure(error);
      else setFailure(messagesOfError(error));
      setBusy(false);
    }
  }, [allErrors, submit, toBody, values, onAuthFailure]);

  return { values, errors, busy, failure, setValue, blur, onSubmit, dismissFailure: () => setFailure([]) };
}
