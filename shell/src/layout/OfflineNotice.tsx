import { Alert } from '@acorduri/ui-kit';
import { useSyncExternalStore } from 'react';
import { MESSAGES } from '../messages';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * 'Ești offline' above every page while the device has no connection: saved songbooks still open, but nothing
 * changed meanwhile is saved. The server's page is rendered online, so it starts hidden.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  return offline ? <Alert severity="warning">{MESSAGES.offline}</Alert> : null;
}
