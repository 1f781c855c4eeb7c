import { useState } from 'react';

/**
 * A row whose deletion waits for the user's confirmation, and the deletion once confirmed. `dialog` holds the
 * ConfirmDialog's state and handlers; the dialog closes whether the deletion succeeded or `onFailure` reported it.
 */
export function usePendingDeletion<Row>(
  remove: (row: Row) => Promise<void>,
  onFailure: (error: unknown) => void,
) {
  const [pending, setPending] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = () => setPending(null);
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return {
    pending,
    ask: setPending,
    dialog: { open: pending !== null, busy, onConfirm: confirm, onCancel: cancel },
  };
}
