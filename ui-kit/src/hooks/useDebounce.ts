import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's list debounce: reloads after sort, filter, search or page-size changes wait 500 ms. */
export const DEFAULT_DEBOUNCE_MS = 500;

/** `value`, but only once it has stopped changing for `delayMs`. */
export function useDebounce<T>(value: T, delayMs: number = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
  flush: () => void;
}

/**
 * A stable function that calls the latest `callback` once calls stop for `delayMs`;
 * `cancel` drops a pending call, `flush` runs it now. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number = DEFAULT_DEBOUNCE_MS,
): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const argsRef = useRef<A | null>(null);

  const cancel = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
    argsRef.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = argsRef.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  const debounced = useCallback(
    (...args: A) => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      argsRef.current = args;
      timerRef.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => cancel, [cancel]);

  return Object.assign(debounced, { cancel, flush });
}
