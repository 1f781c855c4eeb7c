import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while mounted (Screen Wake Lock API, where the browser has it). The browser drops the
 * lock whenever the page is hidden, so it is asked for again each time the page becomes visible.
 * Returns whether a lock is held.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | undefined;
    let live = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (!live) {
          void next.release();
          return;
        }
        sentinel = next;
        setHeld(true);
        next.addEventListener('release', () => live && setHeld(false));
      } catch {
        // Refused (battery saver, no permission): the screen simply follows its own timeout.
        setHeld(false);
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, []);
  return held;
}
