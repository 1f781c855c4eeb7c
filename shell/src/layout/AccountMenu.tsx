import { type AccountInfo, PATHS } from '@acorduri/contracts';
import { Spinner, UserMenu, type UserMenuEntry } from '@acorduri/ui-kit';
import { MESSAGES, NAV_LABELS } from '../messages';
import { useSignOut } from '../session/useSignOut';

const ENTRIES: UserMenuEntry[] = [
  { id: 'favourites', to: PATHS.favourites, label: NAV_LABELS.favourites },
  { id: 'add-tab', to: PATHS.addTab, label: NAV_LABELS.addTab },
  { id: 'my-tabs', to: PATHS.myTabs, label: NAV_LABELS.myTabs },
  { id: 'my-comments', to: PATHS.myComments, label: NAV_LABELS.myComments },
  { id: 'my-songbooks', to: PATHS.mySongbooks, label: NAV_LABELS.mySongbooks },
  { id: 'profile', to: PATHS.profileSettings, label: NAV_LABELS.profileSettings },
  { id: 'account', to: PATHS.accountSettings, label: NAV_LABELS.accountSettings },
];

/** Spec §2: the avatar (first letter of the username) opening the account menu; a spinner while signing out. */
export function AccountMenu({ user }: { readonly user: AccountInfo }) {
  const { signOut, signingOut } = useSignOut();
  if (signingOut) return <Spinner inline size="sm" label={MESSAGES.signingOut} />;
  return (
    <UserMenu
      username={user.username}
      email={user.email}
      entries={ENTRIES}
      label={MESSAGES.accountMenu}
      signOutLabel={MESSAGES.signOut}
      onSignOut={() => void signOut()}
    />
  );
}
