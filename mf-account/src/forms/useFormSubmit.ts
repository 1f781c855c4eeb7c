import { messagesOfError } from '@acorduri/contracts';
import { type FormEvent, useCallback, useState } from 'react';

/**
 * The submit of an account form: validate through `check`, send the valid values, collect the messages of a
 * failed call. It stays busy after a success because the form is then replaced by its success message or the
 * screen leaves, so the button never offers a second send. `failedAttempts` counts failed calls: a captcha
 * keyed on it asks for a fresh solution after each one, as the server spends a solution per call.
 */
export function useFormSubmit<V>(
  check: () => V | undefined | Promise<V | undefined>,
  send: (valid: V) => Promise<unknown>,
  describeFailure: (error: unknown) => readonly string[] = messagesOfError,
) {
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = await check();
    if (!valid) return;
    setBusy(true);
    setFailure([]);
    try {
      await send(valid);
      setDone(true);
    } catch (error) {
      setFailure(describeFailure(error));
      setFailedAttempts((count) => count + 1);
      setBusy(false);
    }
  };

  const clearFailure = useCallback(() => setFailure([]), []);

  return { submit, busy, done, failure, clearFailure, failedAttempts };
}
