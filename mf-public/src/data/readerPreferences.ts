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

/** A number remembered per tab in `key` (under `field`), kept in range by `normalise`. */
function useRememberedNumber(key: string, field: string, normalise: (value: number) => number) {
  const [value, setValue] = useState(() =>
    normalise(Number(read<Record<string, number>>(key, {})[field] ?? 0)),
  );
  const change = useCallback(
    (next: number) => {
      const normalised = normalise(next);
      setValue(normalised);
      write(key, { [field]: normalised });
    },
    [key, field, normalise],
  );
  return [value, change] as const;
}

// A full octave up or down is the original key again (`|| 0` turns −0 into 0).
const wrapOctave = (value: number) => Math.trunc(value) % 12 || 0;

/** Semitones this browser transposed one tab by (−11 … +11), remembered per tab. */
export const useTransposition = (tabId: string) =>
  useRememberedNumber(transposeKey(tabId), 'semitones', wrapOctave);

export const CAPO_RANGE = { min: 0, max: 11 } as const;
const clampCapo = (value: number) => clamp(value, CAPO_RANGE);

/** The fret this browser puts a capo on for one tab (0 = none): the text then shows the shapes to play. */
export const useCapo = (tabId: string) => useRememberedNumber(`acorduri:capo:${tabId}`, 'fret', clampCapo);

const DIAGRAMS_KEY = 'acorduri:tab-diagrams';

/**
 * Whether the diagram strip shows above the text: as the reader last chose, otherwise only on wider screens
 * (`wide`): on a phone the song comes first and every chord name opens its own diagram.
 */
export function useDiagramsShown(wide: boolean) {
  const [chosen, setChosen] = useState(
    () => read<{ shown: boolean | null }>(DIAGRAMS_KEY, { shown: null }).shown,
  );
  const change = useCallback((shown: boolean) => {
    setChosen(shown);
    write(DIAGRAMS_KEY, { shown });
  }, []);
  return [chosen ?? wide, change] as const;
}
