import { ApiError } from '@acorduri/contracts';
import { useEffect, useRef, useState } from 'react';

export type FormRow<Row> =
  | { readonly status: 'ready'; readonly row: Row | null }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' };

/**
 * The row the form starts from: the list's row, or when the editor has `load`, its answer for that row (read on
 * every opening, so the form never starts from an older copy). 401/403 go to `onAuthFailure`.
 */
export function useFormRow<Row>(
  row: Row | null,
  load: ((row: Row) => Promise<Row>) | undefined,
  onAuthFailure: (error: unknown) => void,
): FormRow<Row> {
  const needsLoad = row !== null && load !== undefined;
  const [state, setState] = useState<FormRow<Row>>(
    needsLoad ? { status: 'loading' } : { status: 'ready', row },
  );
  // Read once per row, whatever the identity of the caller's handler.
  const authFailure = useRef(onAuthFailure);
  authFailure.current = onAuthFailure;

  useEffect(() => {
    if (row === null || !load) return;
    let current = true;
    load(row).then(
      (whole) => {
        if (current) setState({ status: 'ready', row: whole });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403))
          authFailure.current(error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [row, load]);

  return state;
}
