import type { LoginReason } from '@acorduri/contracts';
import { PATHS } from '@acorduri/contracts';
import { Button, Dialog } from '@acorduri/ui-kit';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;

export interface LoginDialogProps {
  /** Why the visitor is asked to sign in; null once the dialog is closed. */
  readonly reason: LoginReason | null;
  readonly onClose: () => void;
}

/**
 * Spec §2: the sign-in request with links to /forgot-password and /register. Its own chunk, loaded by
 * LoginRequest (alerts/LoginRequest.tsx) the first time a remote asks: most visits never open it (#28).
 */
export default function LoginDialog({ reason, onClose: close }: LoginDialogProps) {
  const navigate = useNavigate();
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
