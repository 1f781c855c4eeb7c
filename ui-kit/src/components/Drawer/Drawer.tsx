import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { MESSAGES } from '../../messages';
import { focusableIn, wrapTabFocus } from '../Dialog/focusable';
import { useBodyScrollLock } from '../Dialog/useBodyScrollLock';

export interface DrawerProps {
  open: boolean;
  /** Escape, a click on the backdrop (mobile) or a navigation that should close it. */
  onClose: () => void;
  children: ReactNode;
  /** Names the navigation landmark. */
  label?: string;
  id?: string;
  /** Overlay instead of side panel; defaults to "below the spec's 1280 px breakpoint". */
  modal?: boolean;
  width?: number;
}

const panel = css<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 85vw;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const Side = styled.nav<{ $width: number }>`
  ${panel}
  position: sticky;
  top: 60px;
  flex: none;
  align-self: flex-start;
  height: calc(100vh - 60px);
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Sheet = styled.div<{ $width: number }>`
  ${panel}
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

/**
 * Site navigation drawer. Wide screens: a side panel beside the content. Mobile: a modal sheet over the page
 * (focus moves in and stays, Escape or the backdrop closes it, focus returns). Hidden when printing.
 */
export function Drawer({
  open,
  onClose,
  children,
  label = MESSAGES.navigation,
  id,
  modal,
  width = 280,
}: DrawerProps) {
  const isMobile = useIsMobile();
  const asModal = modal ?? isMobile;
  const sheetRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open && asModal);

  useEffect(() => {
    if (!open || !asModal) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const sheet = sheetRef.current;
    (sheet ? (focusableIn(sheet)[0] ?? sheet) : null)?.focus();
    return () => previouslyFocused?.focus?.();
  }, [open, asModal]);

  if (!open) return null;

  if (!asModal) {
    return (
      <Side id={id} aria-label={label} data-print="hide" $width={width}>
        {children}
      </Side>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && sheetRef.current) wrapTabFocus(event, sheetRef.current);
  };

  return (
    <div data-print="hide">
      <Backdrop onClick={onClose} />
      <Sheet
        ref={sheetRef}
        id={id}
        aria-label={label}
        aria-modal="true"
        role="dialog"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width={width}
      >
        <nav aria-label={label}>{children}</nav>
      </Sheet>
    </div>
  );
}
