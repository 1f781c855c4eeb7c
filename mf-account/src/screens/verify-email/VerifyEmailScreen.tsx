import { messagesOfError, PATHS } from '@acorduri/contracts';
import { Alert, Card, Spinner } from '@acorduri/ui-kit';
import { Link, useParams } from 'react-router';
import { Page, PageTitle } from '../../components/Page';
import { verifyEmail } from '../../data/accountCalls';
import { useEmailToken } from '../../data/useEmailToken';
import { MESSAGES } from '../../messages';

// The answer's body does not matter (it may be empty): reaching the end means the account is active.
const activate = async (token: string) => {
  await verifyEmail(token);
  return true;
};

/** /verify-email/{token}: activates the new account as soon as the emailed link is opened. */
export default function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const { data, error, invalidToken } = useEmailToken('verify-email', token, activate);
  const failure = invalidToken ? [invalidToken] : error ? messagesOfError(error) : [];

  return (
    <Page $width="narrow" aria-labelledby="verify-title">
      <PageTitle id="verify-title">{MESSAGES.verifyTitle}</PageTitle>
      <Card as="div">
        {failure.length > 0 ? (
          <Alert severity="warning">{failure.join(' ')}</Alert>
        ) : data === undefined ? (
          <Spinner label={MESSAGES.verifying} showLabel />
        ) : (
          <Alert severity="success">
            {MESSAGES.verifySuccess} <Link to={PATHS.login}>{MESSAGES.goToLogin}</Link>
          </Alert>
        )}
      </Card>
    </Page>
  );
}
