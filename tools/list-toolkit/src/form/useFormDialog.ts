import { ApiError, messagesOfError } from '@acorduri/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormFieldSpec, FormValues } from '../definition';
import { type FieldErrors, type FormSchema, hasErrors, validateForm } from './validateForm';

export interface UseFormDialogOptions {
  readonly initial: FormValues;
  readonly schema: FormSchema;
  /** The request body the schema checks (the values, or `{ id, ...values }` when editing). */
  readonly toBody: (values: FormValues) => FormValues;
  readonly submit: (body: FormValues) => Promise<unknown>;
  /** Failures the dialog does not show itself (401/403). */
  readonly onAuthFailure: (error: unknown) => void;
  /** Fields that follow another one until typed in (a slug proposed from the title). */
  readonly proposals?: readonly FormFieldSpec[];
}

/** The fields proposed from `source`, among those still following it. */
const followersOf = (fields: readonly FormFieldSpec[], following: ReadonlySet<string>, source: string) =>
  fields.filter((field) => field.proposedFrom?.field === source && following.has(field.name));

/**
 * Values, blur validation and submission of the generic dialog: a field shows its message once it has been left
 * (spec: validation runs on blur) or after a submit; the server's 400 messages show in the dialog.
 */
export function useFormDialog({
  initial,
  schema,
  toBody,
  submit,
  onAuthFailure,
  proposals = [],
}: UseFormDialogOptions) {
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

  // A ref, not state: one change of the source must see at once whether the proposed field was typed in.
  const following = useRef<Set<string>>(new Set(proposals.map((field) => field.name)));
  const proposalsRef = useRef(proposals);
  proposalsRef.current = proposals;

  const setValue = useCallback((field: string, value: unknown) => {
    const fields = proposalsRef.current;
    if (fields.some((proposed) => proposed.name === field)) {
      if (value === '') following.current.add(field);
      else following.current.delete(field);
    }
    const followers = followersOf(fields, following.current, field);
    setValues((current) => {
      const next = { ...current, [field]: value };
      for (const follower of followers)
        next[follower.name] = follower.proposedFrom?.propose(String(value ?? ''));
      return next;
    });
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
