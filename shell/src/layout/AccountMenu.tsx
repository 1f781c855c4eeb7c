import { type AccountInfo, PATHS } from '@acorduri/contracts';
import { Spinner } from '@acorduri/ui-kit';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES, NAV_LABELS } from '../messages';
import { useSignOut } from '../session/useSignOut';

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  font: inherit;
  font-weight: 700;
  text-transform: uppercase;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Popover = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 240px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Menu = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  list-style: none;
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
    &:hover,
    &:focus {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  }
`;

const Email = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const LINKS = [
  { to: PATHS.favourites, label: NAV_LABELS.favourites },
  { to: PATHS.addTab, label: NAV_LABELS.addTab },
  { to: PATHS.myTabs, label: NAV_LABELS.myTabs },
  { to: PATHS.myComments, label: NAV_LABELS.myComments },
  { to: PATHS.profileSettings, label: NAV_LABELS.profileSettings },
  { to: PATHS.accountSettings, label: NAV_LABELS.accountSettings },
] as const;

/** Spec §2: the avatar (first letter of the username) opening the account menu. */
export function AccountMenu({ user }: { readonly user: AccountInfo }) {
  const [open, setOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapperRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...(wrapperRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  }

  if (signingOut) return <Spinner inline size="sm" label={MESSAGES.signingOut} />;
  return (
    <Wrapper ref={wrapperRef}>
      <Avatar
        ref={buttonRef}
        type="button"
        aria-label={MESSAGES.accountMenu(user.username)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="meniu-cont"
        onClick={() => setOpen((value) => !value)}
      >
        {user.username.charAt(0)}
      </Avatar>
      {open && (
        <Popover id="meniu-cont">
          <Email>{user.email}</Email>
          <Menu role="menu" aria-label={MESSAGES.accountMenu(user.username)} onKeyDown={onMenuKey}>
            {LINKS.map((link) => (
              <li key={link.to} role="none">
                <Link role="menuitem" to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li role="none">
              <button
                role="menuitem"
                type="button"
                onClick={() => {
                  setOpen(false);
                  void signOut();
                }}
              >
                {MESSAGES.signOut}
              </button>
            </li>
          </Menu>
        </Popover>
      )}
    </Wrapper>
  );
}
