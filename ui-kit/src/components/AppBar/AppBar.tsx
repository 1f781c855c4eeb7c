import type { ReactNode } from 'react';
import styled from 'styled-components';
import { menuIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { MESSAGES } from '../../messages';
import { focusRing } from '../../styles/mixins';
import { IconButton } from '../IconButton/IconButton';

export interface AppBarProps {
  /** Site name (the spec's 'Acorduri pentru chitară') or a logo. */
  brand: ReactNode;
  /** The brand links here (the home page). */
  brandTo?: string;
  /** Shows the menu button that opens or closes the drawer. */
  onMenuClick?: () => void;
  /** Whether the drawer is open (aria-expanded of the menu button). */
  menuOpen?: boolean;
  /** Id of the drawer, for aria-controls. */
  menuControls?: string;
  /** Right-hand controls: search, theme toggle, sign-in button or user menu. */
  actions?: ReactNode;
  linkComponent?: LinkComponent;
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 60px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Brand = styled.a`
  overflow: hidden;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const BrandText = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: auto;
`;

/** The sticky top bar: drawer button, brand link, actions. Hidden when printing. */
export function AppBar({
  brand,
  brandTo,
  onMenuClick,
  menuOpen,
  menuControls,
  actions,
  linkComponent,
}: AppBarProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <Header data-print="hide">
      {onMenuClick ? (
        <IconButton
          label={menuOpen ? MESSAGES.closeMenu : MESSAGES.openMenu}
          tone="inherit"
          aria-expanded={menuOpen}
          aria-controls={menuControls}
          onClick={onMenuClick}
        >
          <PathIcon path={menuIconPath} />
        </IconButton>
      ) : null}
      {brandTo !== undefined ? (
        <Brand as={Link} to={brandTo}>
          {brand}
        </Brand>
      ) : (
        <BrandText>{brand}</BrandText>
      )}
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
