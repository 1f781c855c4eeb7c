import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { closeIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { IconButton } from '../IconButton/IconButton';
import { focusableIn, wrapTabFocus } from './focusable';
import { useBodyScrollLock } from './useBodyScrollLock';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, usually the cancel button first and the main action last. */
  actions?: ReactNode;
  /** Maximum width (the spec's artist dialog is 500px). */
  width?: number | string;
  closeLabel?: string;
  /** Leaves out the × button (a confirmation has its own No button). */
  hideCloseButton?: boolean;
  /** What gets focus on open; otherwise the first focusable element of the content, else of the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (a confirmation's question). */
  describedBy?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100vh - 32px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.lg}`};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Content = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => `0 ${theme.spacing.lg} ${theme.spacing.md}`};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg} ${theme.spacing.lg}`};
`;

/**
 * A modal dialog: focus moves in on open, Tab stays inside, Escape or a click outside closes it and focus
 * returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  width = 560,
  closeLabel = MESSAGES.close,
  hideCloseButton = false,
  initialFocusRef,
  role = 'dialog',
  describedBy,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const content = contentRef.current;
    const target =
      initialFocusRef?.current ??
      (content ? focusableIn(content)[0] : undefined) ??
      (panel ? focusableIn(panel)[0] : undefined) ??
      panel;
    target?.focus();
    return () => previouslyFocused?.focus?.();
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Nothing to focus inside: Tab must still not leave a modal dialog.
    if (!wrapTabFocus(event, panelRef.current)) event.preventDefault();
  };

  return createPortal(
    <Backdrop
      data-print="hide"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width={typeof width === 'number' ? `${width}px` : width}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {hideCloseButton ? null : (
            <IconButton label={closeLabel} onClick={onClose}>
              <PathIcon path={closeIconPath} />
            </IconButton>
          )}
        </Header>
        <Content ref={contentRef}>{children}</Content>
        {actions ? <Actions>{actions}</Actions> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
