import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { checkIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { focusRing } from '../../styles/mixins';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** Called when chosen (click, Enter or Space). */
  onSelect?: () => void;
  /** Makes the item a link. */
  to?: string;
  icon?: ReactNode;
  /** For single-choice menus (sorting): rendered as menuitemradio with aria-checked. */
  checked?: boolean;
  disabled?: boolean;
}

export interface MenuTriggerProps {
  ref: (element: HTMLButtonElement | null) => void;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface MenuProps {
  items: MenuItem[];
  /** Renders the button that opens the menu; spread the given props onto a <button>. */
  renderTrigger: (props: MenuTriggerProps, open: boolean) => ReactNode;
  /** Non-interactive content above the items (the signed-in user's email). */
  header?: ReactNode;
  /** Accessible name of the menu. */
  label: string;
  align?: 'start' | 'end';
  linkComponent?: LinkComponent;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 220px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.spacing.xs} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Header = styled.div`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
`;
const ItemLink = styled.a`
  ${itemStyles}
`;

const Check = styled.span`
  display: inline-flex;
  width: 1.25em;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ↓ opens it on the first item, ↑ on the last; arrows,
 * Home and End move; Escape closes and gives focus back to the button; choosing an item closes it.
 */
export function Menu({ items, renderTrigger, header, label, align = 'start', linkComponent }: MenuProps) {
  const Link = useLinkComponent(linkComponent);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const triggerId = useId();
  const radio = items.some((item) => item.checked !== undefined);

  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  const openAt = (which: 'first' | 'last' | 'checked') => {
    const checkedIndex = items.findIndex((item) => item.checked);
    const target =
      which === 'checked' && checkedIndex >= 0
        ? checkedIndex
        : which === 'last'
          ? enabled.at(-1)
          : enabled[0];
    setFocusIndex(target ?? 0);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const move = (step: number) => {
    const position = enabled.indexOf(focusIndex);
    const next = enabled[(position + step + enabled.length) % enabled.length];
    if (next !== undefined) setFocusIndex(next);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'Home':
        setFocusIndex(enabled[0] ?? 0);
        break;
      case 'End':
        setFocusIndex(enabled.at(-1) ?? 0);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Tab leaves the menu where the browser takes it; the menu just closes.
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close(true);
  };

  const trigger = renderTrigger(
    {
      ref: (element) => {
        triggerRef.current = element;
      },
      id: triggerId,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => (open ? close(false) : openAt(radio ? 'checked' : 'first')),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          openAt(radio ? 'checked' : 'first');
        } else if (event.key === 'ArrowUp') {
          event.preventDefault();
          openAt('last');
        }
      },
    },
    open,
  );

  return (
    <Root ref={rootRef}>
      {trigger}
      {open ? (
        <List id={menuId} role="menu" aria-label={label} $align={align} onKeyDown={onMenuKeyDown}>
          {header ? <Header role="presentation">{header}</Header> : null}
          {items.map((item, index) => {
            const common = {
              ref: (element: HTMLElement | null) => {
                itemRefs.current[index] = element;
              },
              role: radio ? 'menuitemradio' : 'menuitem',
              'aria-checked': radio ? item.checked === true : undefined,
              'aria-disabled': item.disabled || undefined,
              tabIndex: index === focusIndex ? 0 : -1,
            };
            const content = (
              <>
                {radio ? (
                  <Check aria-hidden="true">{item.checked ? <PathIcon path={checkIconPath} /> : null}</Check>
                ) : (
                  item.icon
                )}
                <span>{item.label}</span>
              </>
            );
            return item.to !== undefined && !item.disabled ? (
              <ItemLink key={item.id} {...common} as={Link} to={item.to} onClick={() => choose(item)}>
                {content}
              </ItemLink>
            ) : (
              <ItemButton key={item.id} {...common} type="button" onClick={() => choose(item)}>
                {content}
              </ItemButton>
            );
          })}
        </List>
      ) : null}
    </Root>
  );
}
