import { Button } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { Actions } from '../components/Page';
import { MESSAGES } from '../messages';

export interface FormActionsProps {
  readonly submitLabel: string;
  /** True while the form's call runs: the button shows it and takes no second click. */
  readonly busy: boolean;
  /** Shows the cancel button after the submit button. */
  readonly onCancel?: () => void;
  /** The form's other ways out, after the buttons: links. */
  readonly children?: ReactNode;
}

/** The row that ends a form: its submit button, then the other ways out. */
export function FormActions({ submitLabel, busy, onCancel, children }: FormActionsProps) {
  return (
    <Actions>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="text" onClick={onCancel}>
          {MESSAGES.cancel}
        </Button>
      ) : null}
      {children}
    </Actions>
  );
}
