import { type LoginReason, onLoginRequired, PATHS } from '@acorduri/contracts';
import { Button, Dialog } from '@acorduri/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * Spec §2: an anonymous visitor who tries to vote, rate, comment or favourite is asked to sign in, with links to
 * /forgot-password and /register. Opened by `requestLogin(reason)` from any remote.
 */
export function LoginDialog() {
  const [reason, setReason] = useState<LoginReason | null>(null);
  const navigate = useNavigate();
  useEffect(() => onLoginRequired((detail) => setReason(detail.reason)), []);
  const close = () => setReason(null);
  return (
    <Dialog
      open={reason !== null}
      onClose={close}
      title={MESSAGES.loginDialogTitle}
      closeLabel={MESSAGES.close}
      actions={
        <Button
          onClick={() => {
            close();
            navigate(PATHS.login);
          }}
        >
          {MESSAGES.loginDialogSignIn}
        </Button>
      }
    >
      {reason && <p>{MESSAGES.loginDialogReason[reason]}</p>}
      <Links>
        <Link to={PATHS.forgotPassword} onClick={close}>
          {MESSAGES.forgotPassword}
        </Link>
        <Link to={PATHS.register} onClick={close}>
          {MESSAGES.newAccount}
        </Link>
      </Links>
    </Dialog>
  );
}
