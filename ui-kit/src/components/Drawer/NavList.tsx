import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { focusRing } from '../../styles/mixins';

export interface NavEntry {
  id: string;
  label: string;
  to: string;
  icon?: ReactNode;
}

export interface NavListProps {
  entries: readonly NavEntry[];
  /** The entry of the current page (aria-current). */
  currentId?: string | null;
  /** Called after a link is followed (e.g. closeIfMobile from useDrawerState). */
  onNavigate?: () => void;
  /** A small heading above the group. */
  title?: string;
  linkComponent?: LinkComponent;
}

const Title = styled.h2`
  margin: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  list-style: none;
`;

/** A navigation link's look: a full-width row, hover tint, the current page highlighted, the kit's focus ring. */
export const navEntry = css`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ${focusRing}
`;

const Entry = styled.a`
  ${navEntry}
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 44px;
  margin: 0 ${({ theme }) => theme.spacing.sm};
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const IconSlot = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A group of navigation links for the drawer, the current page marked aria-current. */
export function NavList({ entries, currentId, onNavigate, title, linkComponent }: NavListProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <>
      {title ? <Title>{title}</Title> : null}
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Entry
              as={Link}
              to={entry.to}
              aria-current={entry.id === currentId ? 'page' : undefined}
              onClick={onNavigate}
            >
              {entry.icon ? <IconSlot aria-hidden="true">{entry.icon}</IconSlot> : null}
              {entry.label}
            </Entry>
          </li>
        ))}
      </List>
    </>
  );
}
