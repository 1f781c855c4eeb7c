import { PATHS } from '@acorduri/contracts';
import { Link, useParams } from 'react-router';
import { EmailTokenCard } from '../../components/EmailTokenCard';
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
  const state = useEmailToken('verify-email', token, activate);
  return (
    <EmailTokenCard
      titleId="verify-title"
      title={MESSAGES.verifyTitle}
      state={state}
      success={
        <>
          {MESSAGES.verifySuccess} <Link to={PATHS.login}>{MESSAGES.goToLogin}</Link>
        </>
      }
    />
  );
}
