import { type AccountInfo, messagesOfError, PATHS } from '@acorduri/contracts';
import { Alert, Card, Spinner } from '@acorduri/ui-kit';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { Page, PageTitle } from '../../components/Page';
import { confirmEmail } from '../../data/accountCalls';
import { useSession, useSessionActions } from '../../data/session';
import { useEmailToken } from '../../data/useEmailToken';
import { MESSAGES } from '../../messages';

const isAccount = (value: unknown): value is AccountInfo =>
  typeof value === 'object' && value !== null && 'email' in value && 'username' in value;

/** /confirm-email/{token}: finalises an email change on load and updates the stored user info (spec §4). */
export default function ConfirmEmailScreen() {
  const { token = '' } = useParams();
  const { mutate: refreshSession } = useSession();
  const { storeUser } = useSessionActions();
  const run = useCallback(
    async (value: string) => {
      const answer = await confirmEmail(value);
      if (isAccount(answer)) await storeUser(answer);
      else await refreshSession();
      return true;
    },
    [storeUser, refreshSession],
  );
  const { data, error, invalidToken } = useEmailToken('confirm-email', token, run);
  const { data: user } = useSession();
  const failure = invalidToken ? [invalidToken] : error ? messagesOfError(error) : [];

  return (
    <Page $width="narrow" aria-labelledby="confirm-title">
      <PageTitle id="confirm-title">{MESSAGES.confirmEmailTitle}</PageTitle>
      <Card as="div">
        {failure.length > 0 ? (
          <Alert severity="warning">{failure.join(' ')}</Alert>
        ) : data === undefined ? (
          <Spinner label={MESSAGES.verifying} showLabel />
        ) : (
          <Alert severity="success">
            {MESSAGES.confirmEmailSuccess(user?.email)}{' '}
            <Link to={PATHS.accountSettings}>{MESSAGES.accountSettingsTitle}</Link>
          </Alert>
        )}
      </Card>
    </Page>
  );
}
