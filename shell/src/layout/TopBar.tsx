import { PATHS } from '@acorduri/contracts';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { MESSAGES } from '../messages';
import { useSession } from '../session/useSession';
import { AccountMenu } from './AccountMenu';
import { KeyIcon, MenuIcon } from './icons';
import { DRAWER_ID } from './NavDrawer';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  color: inherit;
  margin-right: auto;
`;

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

const IconButton = styled.button`
  ${iconButton}
`;

const IconLink = styled(Link)`
  ${iconButton}
`;

interface Props {
  readonly drawerOpen: boolean;
  readonly onToggleDrawer: () => void;
}

/** Spec §2: brand link to /, then the sign-in key button or the avatar menu. */
export function TopBar({ drawerOpen, onToggleDrawer }: Props) {
  const { user, isLoading } = useSession();
  return (
    <Bar data-print="hide">
      <IconButton
        type="button"
        aria-label={drawerOpen ? MESSAGES.closeMenu : MESSAGES.openMenu}
        aria-expanded={drawerOpen}
        aria-controls={DRAWER_ID}
        onClick={onToggleDrawer}
      >
        <MenuIcon />
      </IconButton>
      <Brand to={PATHS.home}>{MESSAGES.brand}</Brand>
      {user ? (
        <AccountMenu user={user} />
      ) : (
        !isLoading && (
          <IconLink to={PATHS.login} aria-label={MESSAGES.signIn} title={MESSAGES.signIn}>
            <KeyIcon />
          </IconLink>
        )
      )}
    </Bar>
  );
}
