import { useCallback, useSyncExternalStore } from 'react';

/** The remembered "left-handed diagrams" choice, shared by every diagram on the page (and across tabs). */
export const LEFT_HANDED_STORAGE_KEY = 'acorduri.chords.leftHanded';

const listeners = new Set<() => void>();
/** Used only when localStorage is unavailable (disabled storage, private mode). */
let unsavedChoice = false;

function read(): boolean {
  try {
    return window.localStorage.getItem(LEFT_HANDED_STORAGE_KEY) === '1';
  } catch {
    return unsavedChoice;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LEFT_HANDED_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setLeftHanded(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(LEFT_HANDED_STORAGE_KEY, '1');
    else window.localStorage.removeItem(LEFT_HANDED_STORAGE_KEY);
  } catch {
    unsavedChoice = value;
  }
  for (const listener of listeners) listener();
}

export function useLeftHanded(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, read, () => false);
  return [value, useCallback((next: boolean) => setLeftHanded(next), [])];
}
