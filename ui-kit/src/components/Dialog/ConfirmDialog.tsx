import { type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../../messages';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. "Dorești să ștergi comentariul …?" */
  message: ReactNode;
  onConfirm: () => void;
  /** Called by "Nu", Escape and a click outside. */
  onCancel: () => void;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: "Da" spins and both buttons wait. */
  busy?: boolean;
  /** Styles "Da" as destructive (deletions). */
  destructive?: boolean;
}

const Message = styled.p`
  margin: 0;
`;

/** The spec's 'Confirmare' dialog with Da/Nu; "Nu" has focus first so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = MESSAGES.confirmTitle,
  confirmLabel = MESSAGES.yes,
  cancelLabel = MESSAGES.no,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      width={440}
      hideCloseButton
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Dialog>
  );
}
