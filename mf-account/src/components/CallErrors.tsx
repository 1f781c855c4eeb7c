import { Alert } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

export interface CallErrorsProps {
  readonly messages: readonly string[];
  readonly onClose: () => void;
}

/** A failed call's messages as one closable warning (spec §2: errors appear as closable warning alerts). */
export function CallErrors({ messages, onClose }: CallErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose} closeLabel={MESSAGES.close}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
