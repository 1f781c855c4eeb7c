import { useEffect } from 'react';
import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { MESSAGES } from '../messages';
import { navEntriesFor } from './navigation';

const Nav = styled.nav<{ $overlay: boolean }>`
  width: 260px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.spacing.sm} 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $overlay, theme }) =>
    $overlay &&
    css`
      position: fixed;
      top: 0;
      bottom: 0;
      left: 0;
      z-index: ${theme.zIndex.drawer};
      overflow-y: auto;
      box-shadow: ${theme.shadows.overlay};
    `}
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
    &[aria-current='page'] {
      font-weight: 700;
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer - 1};
  background: ${({ theme }) => theme.colors.backdrop};
`;

export const DRAWER_ID = 'navigare';

interface Props {
  readonly signedIn: boolean;
  /** Below the breakpoint the drawer floats over the page and closes after a choice. */
  readonly overlay: boolean;
  readonly onClose: () => void;
}

/** The side drawer with the spec's navigation entries (spec §2 Layout). */
export function NavDrawer({ signedIn, overlay, onClose }: Props) {
  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, onClose]);

  return (
    <>
      {overlay && <Backdrop data-print="hide" onClick={onClose} />}
      <Nav id={DRAWER_ID} aria-label={MESSAGES.mainNavigation} data-print="hide" $overlay={overlay}>
        <ul>
          {navEntriesFor(signedIn).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.to === '/'} onClick={() => overlay && onClose()}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
    </>
  );
}
