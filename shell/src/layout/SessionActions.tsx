import { PATHS } from '@acorduri/contracts';
import { Icon } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { useSession } from '../session/useSession';
import { AccountMenu } from './AccountMenu';

const KeyLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: inherit;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

/** Spec §2: signed out, a sign-in key button; signed in, the avatar menu. Nothing until the session is known. */
export function SessionActions() {
  const { user, isLoading } = useSession();
  if (user) return <AccountMenu user={user} />;
  if (isLoading) return null;
  return (
    <KeyLink to={PATHS.login} aria-label={MESSAGES.signIn} title={MESSAGES.signIn}>
      <Icon name="key" />
    </KeyLink>
  );
}
