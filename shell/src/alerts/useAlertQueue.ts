import { type AlertSeverity, onAlert } from '@acorduri/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface QueuedAlert {
  readonly id: number;
  readonly message: string;
  readonly severity: AlertSeverity;
}

/** Alerts kept at once; older ones give way so a burst of failures cannot fill the screen. */
export const MAX_ALERTS = 5;

let nextId = 1;

/** The alerts remotes pushed through `pushAlert`, one entry per message, repeated messages shown once. */
export function useAlertQueue(): {
  readonly alerts: readonly QueuedAlert[];
  readonly close: (id: number) => void;
} {
  const [alerts, setAlerts] = useState<readonly QueuedAlert[]>([]);

  useEffect(
    () =>
      onAlert(({ messages, severity }) =>
        setAlerts((current) => {
          const shown = new Set(current.map((alert) => alert.message));
          const fresh = [...new Set(messages)]
            .filter((message) => !shown.has(message))
            .map((message) => ({ id: nextId++, message, severity }));
          return [...current, ...fresh].slice(-MAX_ALERTS);
        }),
      ),
    [],
  );

  const close = useCallback((id: number) => setAlerts((current) => current.filter((a) => a.id !== id)), []);
  return { alerts, close };
}
