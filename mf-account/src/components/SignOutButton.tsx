import { ApiError } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionActions } from '../data/session';
import { MESSAGES } from '../messages';
import { CallErrors } from './CallErrors';

/** Spec §8: a failed call says 'Eroare la deconectare.', an exception 'A apărut o eroare neasteptată' + detail. */
export function signOutFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return MESSAGES.signOutFailed;
  return MESSAGES.signOutUnexpected(error instanceof Error ? error.message : '');
}

/** Signs out (spinner while it runs), clears cached data, then goes to `to`. */
export function SignOutButton({ to }: { readonly to: string }) {
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const run = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await signOut();
      navigate(to);
    } catch (error) {
      setErrors([signOutFailureMessage(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CallErrors messages={errors} onClose={() => setErrors([])} />
      <Button variant="secondary" loading={busy} onClick={run}>
        {MESSAGES.signOut}
      </Button>
    </>
  );
}
