import { useCallback, useSyncExternalStore } from 'react';
import { media } from '../theme/tokens';

function queryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether a CSS media query matches now, updated live; `serverValue` is used where there is no window. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = queryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

/** Below the spec's 1280 px breakpoint: drawer closed by default, mobile-hidden table columns left out. */
export function useIsMobile(): boolean {
  return !useMediaQuery(media.up('drawer'), true);
}
