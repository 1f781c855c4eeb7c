import type { ReactNode } from 'react';
import styled from 'styled-components';
import { logoutIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import type { LinkComponent } from '../../links/LinkComponent';
import { MESSAGES } from '../../messages';
import { focusRing } from '../../styles/mixins';
import { Menu } from '../Menu/Menu';
import { Avatar } from './Avatar';

export interface UserMenuEntry {
  id: string;
  label: string;
  to: string;
  icon?: ReactNode;
}

export interface UserMenuProps {
  username: string;
  email?: string;
  /** Account links (favourites, add chords, my transpositions, …), in order. */
  entries: UserMenuEntry[];
  onSignOut: () => void;
  signOutLabel?: string;
  /** Accessible name prefix of the avatar button. */
  label?: string;
  linkComponent?: LinkComponent;
}

const AvatarButton = styled.button`
  display: inline-flex;
  padding: 2px;
  border: none;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  ${focusRing}
`;

const Email = styled.span`
  display: block;
`;

const Username = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.text};
`;

/** The signed-in user's avatar (first letter of the username) opening the account menu. */
export function UserMenu({
  username,
  email,
  entries,
  onSignOut,
  signOutLabel = MESSAGES.signOut,
  label = MESSAGES.userMenu,
  linkComponent,
}: UserMenuProps) {
  return (
    <Menu
      label={label}
      align="end"
      linkComponent={linkComponent}
      header={
        <>
          <Username>{username}</Username>
          {email ? <Email>{email}</Email> : null}
        </>
      }
      items={[
        ...entries.map((entry) => ({ id: entry.id, label: entry.label, to: entry.to, icon: entry.icon })),
        {
          id: 'sign-out',
          label: signOutLabel,
          onSelect: onSignOut,
          icon: <PathIcon path={logoutIconPath} />,
        },
      ]}
      renderTrigger={(trigger) => (
        <AvatarButton type="button" aria-label={`${label}: ${username}`} {...trigger}>
          <Avatar name={username} decorative />
        </AvatarButton>
      )}
    />
  );
}
