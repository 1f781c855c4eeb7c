import { type LoginReason, onLoginRequired, PATHS } from '@acorduri/contracts';
import { Button } from '@acorduri/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div`
  width: min(420px, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  h2 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

/**
 * Spec §2: an anonymous visitor who tries to vote, rate, comment or favourite is asked to sign in, with links to
 * /forgot-password and /register. Opened by `requestLogin(reason)` from any remote.
 */
export function LoginDialog() {
  const [reason, setReason] = useState<LoginReason | null>(null);
  const navigate = useNavigate();
  const signInRef = useRef<HTMLButtonElement>(null);

  useEffect(() => onLoginRequired((detail) => setReason(detail.reason)), []);

  useEffect(() => {
    if (!reason) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    signInRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setReason(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnFocus?.focus?.();
    };
  }, [reason]);

  if (!reason) return null;
  const close = () => setReason(null);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && close()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby="login-dialog-title">
        <h2 id="login-dialog-title">{MESSAGES.loginDialogTitle}</h2>
        <p>{MESSAGES.loginDialogReason[reason]}</p>
        <Actions>
          <Button
            ref={signInRef}
            onClick={() => {
              close();
              navigate(PATHS.login);
            }}
          >
            {MESSAGES.loginDialogSignIn}
          </Button>
          <Button variant="text" onClick={close}>
            {MESSAGES.close}
          </Button>
        </Actions>
        <Actions>
          <Link to={PATHS.forgotPassword} onClick={close}>
            {MESSAGES.forgotPassword}
          </Link>
          <Link to={PATHS.register} onClick={close}>
            {MESSAGES.newAccount}
          </Link>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
