import { useCallback, useSyncExternalStore } from 'react';

export interface StoredPreference<T> {
  set(value: T): void;
  use(): [T, (value: T) => void];
}

/**
 * A choice remembered in localStorage and shared live by every component of the page that reads it (and by other
 * browser tabs through the storage event). `decode(null)` is the default; `encode` returning null removes the key.
 */
export function storedPreference<T>(
  key: string,
  decode: (stored: string | null) => T,
  encode: (value: T) => string | null,
): StoredPreference<T> {
  const listeners = new Set<() => void>();
  // Used only when localStorage is unavailable (disabled storage, private mode).
  let unsaved = decode(null);

  const read = (): T => {
    try {
      return decode(window.localStorage.getItem(key));
    } catch {
      return unsaved;
    }
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const set = (value: T) => {
    try {
      const stored = encode(value);
      if (stored === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, stored);
    } catch {
      unsaved = value;
    }
    for (const listener of listeners) listener();
  };

  const use = (): [T, (value: T) => void] => {
    const value = useSyncExternalStore(subscribe, read, () => decode(null));
    return [value, useCallback((next: T) => set(next), [])];
  };

  return { set, use };
}
