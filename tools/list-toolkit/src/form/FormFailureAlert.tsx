import { Alert } from '@acorduri/ui-kit';

export interface FormFailureAlertProps {
  /** The server's reasons for refusing the form; nothing is shown while there are none. */
  readonly failure: readonly string[];
  readonly onDismiss: () => void;
}

/** Why the server refused a form, as one dismissible warning above its fields. */
export function FormFailureAlert({ failure, onDismiss }: FormFailureAlertProps) {
  if (failure.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onDismiss}>
      {failure.join(' ')}
    </Alert>
  );
}
