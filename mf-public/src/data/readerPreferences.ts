import { useCallback, useState } from 'react';

/** How one browser likes to read tabs, remembered in localStorage (beyond the spec, as readers expect). */
export interface ReaderPreferences {
  /** Tab text size in px */
  readonly fontSize: number;
  /** Autoscroll speed, 1 (slow) to 10 */
  readonly scrollSpeed: number;
}

export const DEFAULT_PREFERENCES: ReaderPreferences = { fontSize: 15, scrollSpeed: 3 };
export const FONT_SIZE_RANGE = { min: 11, max: 28 } as const;
export const SCROLL_SPEED_RANGE = { min: 1, max: 10 } as const;

const PREFERENCES_KEY = 'acorduri:tab-reader';
const transposeKey = (tabId: string) => `acorduri:transpose:${tabId}`;

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, Math.round(value)));

function read<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : { ...fallback, ...(JSON.parse(text) as T) };
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the choice simply is not remembered.
  }
}

export function useReaderPreferences() {
  const [preferences, setPreferences] = useState<ReaderPreferences>(() =>
    read(PREFERENCES_KEY, DEFAULT_PREFERENCES),
  );
  const update = useCallback((change: Partial<ReaderPreferences>) => {
    setPreferences((current) => {
      const next = {
        fontSize: clamp(change.fontSize ?? current.fontSize, FONT_SIZE_RANGE),
        scrollSpeed: clamp(change.scrollSpeed ?? current.scrollSpeed, SCROLL_SPEED_RANGE),
      };
      write(PREFERENCES_KEY, next);
      return next;
    });
  }, []);
  return [preferences, update] as const;
}

/** Semitones this browser transposed one tab by (−11 … +11), remembered per tab. */
export function useTransposition(tabId: string) {
  const [semitones, setSemitones] = useState(
    () => read<{ semitones: number }>(transposeKey(tabId), { semitones: 0 }).semitones,
  );
  const change = useCallback(
    (next: number) => {
      // A full octave up or down is the original key again (`|| 0` turns −0 into 0).
      const value = next % 12 || 0;
      setSemitones(value);
      write(transposeKey(tabId), { semitones: value });
    },
    [tabId],
  );
  return [semitones, change] as const;
}
