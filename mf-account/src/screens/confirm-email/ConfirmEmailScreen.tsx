import { type AccountInfo, PATHS } from '@acorduri/contracts';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { EmailTokenCard } from '../../components/EmailTokenCard';
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
  const state = useEmailToken('confirm-email', token, run);
  const { data: user } = useSession();
  return (
    <EmailTokenCard
      titleId="confirm-title"
      title={MESSAGES.confirmEmailTitle}
      state={state}
      success={
        <>
          {MESSAGES.confirmEmailSuccess(user?.email)}{' '}
          <Link to={PATHS.accountSettings}>{MESSAGES.accountSettingsTitle}</Link>
        </>
      }
    />
  );
}
