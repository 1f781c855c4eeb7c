import { PATHS } from '@acorduri/contracts';
import { keyIconPath, PathIcon } from '@acorduri/ui-kit';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { useSession } from '../session/useSession';

/** Only signed-in readers see the avatar menu (ui-kit UserMenu): a first visit does not download it (#28). */
const AccountMenu = lazy(() =>
  import(/* webpackChunkName: "account-menu" */ './AccountMenu').then(({ AccountMenu }) => ({
    default: AccountMenu,
  })),
);

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
  if (user)
    return (
      <Suspense fallback={null}>
        <AccountMenu user={user} />
      </Suspense>
    );
  if (isLoading) return null;
  return (
    <KeyLink to={PATHS.login} aria-label={MESSAGES.signIn} title={MESSAGES.signIn}>
      <PathIcon path={keyIconPath} />
    </KeyLink>
  );
}
