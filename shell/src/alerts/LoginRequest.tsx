import { type LoginReason, onLoginRequired } from '@acorduri/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

const LoginDialog = lazy(() => import(/* webpackChunkName: "login-dialog" */ './LoginDialog'));

/**
 * Spec §2: an anonymous visitor who tries to vote, rate, comment or favourite is asked to sign in. Opened by
 * `requestLogin(reason)` from any remote; the dialog's code (ui-kit Dialog) is fetched on the first request, not
 * with every page (#28), and stays mounted afterwards so closing it returns the focus as the dialog does.
 */
export function LoginRequest() {
  const [reason, setReason] = useState<LoginReason | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(
    () =>
      onLoginRequired((detail) => {
        setAsked(true);
        setReason(detail.reason);
      }),
    [],
  );
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog reason={reason} onClose={() => setReason(null)} />
    </Suspense>
  );
}
