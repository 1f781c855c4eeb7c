import { messagesOfError, OPERATION_FAILED_MESSAGE, PATHS } from '@acorduri/contracts';
import { Button, Card, ConfirmDialog, VisuallyHidden } from '@acorduri/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { CallErrors } from '../../components/CallErrors';
import { Actions, Page, PageTitle } from '../../components/Page';
import { SignOutButton } from '../../components/SignOutButton';
import { deleteAccount } from '../../data/accountCalls';
import { useSession, useSessionActions } from '../../data/session';
import { MESSAGES } from '../../messages';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type Panel = 'email' | 'password' | null;

/** /account-settings: name, email, masked password; change email or password, delete the account, sign out. */
export default function AccountSettingsScreen() {
  const { data: user } = useSession();
  const { forgetSession } = useSessionActions();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);

  // The server ended the session with the account; the page forgets it (and every cached list) once this screen
  // has left for home. Forgetting it while the account route still shows would make the guards go to /login.
  const forgetOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (forgetOnLeave.current) void forgetSession();
    },
    [forgetSession],
  );

  const removeAccount = async () => {
    setDeleting(true);
    setFailure([]);
    try {
      const deleted = await deleteAccount();
      if (deleted !== true) throw new Error(OPERATION_FAILED_MESSAGE);
      forgetOnLeave.current = true;
      navigate(PATHS.home);
    } catch (error) {
      setFailure(messagesOfError(error));
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

  if (!user) return null;
  return (
    <Page aria-labelledby="account-settings-title">
      <AccountBreadcrumbs current={MESSAGES.accountSettingsTitle} />
      <PageTitle id="account-settings-title">{MESSAGES.accountSettingsTitle}</PageTitle>
      <CallErrors messages={failure} onClose={() => setFailure([])} />
      <Card as="div">
        <Details>
          <dt>{MESSAGES.accountName}</dt>
          <dd>{user.username}</dd>
          <dt>{MESSAGES.email}</dt>
          <dd>{user.email}</dd>
          <dt>{MESSAGES.password}</dt>
          <dd>
            <span aria-hidden="true">{MESSAGES.maskedPassword}</span>
            <VisuallyHidden>{MESSAGES.passwordHidden}</VisuallyHidden>
          </dd>
        </Details>
        <Actions>
          <Button variant="secondary" aria-expanded={panel === 'email'} onClick={() => setPanel('email')}>
            {MESSAGES.changeEmail}
          </Button>
          <Button
            variant="secondary"
            aria-expanded={panel === 'password'}
            onClick={() => setPanel('password')}
          >
            {MESSAGES.changePassword}
          </Button>
          <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
            {MESSAGES.deleteAccount}
          </Button>
          <SignOutButton to={PATHS.login} />
        </Actions>
      </Card>
      {panel === 'email' ? (
        <Card as="section" title={MESSAGES.changeEmail}>
          <ChangeEmailForm onCancel={() => setPanel(null)} />
        </Card>
      ) : null}
      {panel === 'password' ? (
        <Card as="section" title={MESSAGES.changePassword}>
          <ChangePasswordForm onCancel={() => setPanel(null)} />
        </Card>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title={MESSAGES.deleteAccountConfirmTitle}
        message={MESSAGES.deleteAccountConfirm}
        confirmLabel={MESSAGES.yes}
        cancelLabel={MESSAGES.no}
        destructive
        busy={deleting}
        onConfirm={removeAccount}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Page>
  );
}
