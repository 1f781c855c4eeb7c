import {
  apiFetch,
  CAPO_RANGE,
  getJson,
  type ReaderKeyPreference,
  type ReaderKeyPreferenceAnswer,
  SONGBOOK_API,
} from '@acorduri/contracts';
import { useCallback, useEffect, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { useSessionUser } from './session';

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

/** How long after the last click a signed-in reader's key and capo go to the server (one call per burst). */
export const SERVER_SAVE_DELAY_MS = 600;
const pendingSaves = new Map<string, ReturnType<typeof setTimeout>>();

const readNumber = (key: string, field: string, normalise: (value: number) => number) =>
  normalise(Number(read<Record<string, number>>(key, {})[field] ?? 0));

// A full octave up or down is the original key again (`|| 0` turns −0 into 0).
const wrapOctave = (value: number) => Math.trunc(value) % 12 || 0;

export { CAPO_RANGE };

const clampCapo = (value: number) => clamp(value, CAPO_RANGE);
const capoKey = (tabId: string) => `acorduri:capo:${tabId}`;

/** Both numbers of a tab as this browser holds them, the body of the server call. */
const localKeyOf = (tabId: string): ReaderKeyPreference => ({
  transpose: readNumber(transposeKey(tabId), 'semitones', wrapOctave),
  capo: readNumber(capoKey(tabId), 'fret', clampCapo),
});

/** Sends a signed-in reader's key and capo of a tab once the clicks stop; a failure keeps the local memory. */
function scheduleServerSave(tabId: string): void {
  clearTimeout(pendingSaves.get(tabId));
  pendingSaves.set(
    tabId,
    setTimeout(() => {
      pendingSaves.delete(tabId);
      const path = SONGBOOK_API.readerPreference(tabId);
      apiFetch<ReaderKeyPreference>(path, { method: 'PUT', body: localKeyOf(tabId) })
        .then((saved) => mutate(path, { preference: saved }, { revalidate: false }))
        .catch(() => undefined);
    }, SERVER_SAVE_DELAY_MS),
  );
}

/** The signed-in reader's key and capo of a tab stored on the server (undefined: anonymous or not read yet). */
function useServerKey(tabId: string) {
  const user = useSessionUser();
  const { data } = useSWR<ReaderKeyPreferenceAnswer>(
    user ? SONGBOOK_API.readerPreference(tabId) : null,
    getJson,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  return { signedIn: Boolean(user), preference: data?.preference ?? undefined };
}

/**
 * A number remembered per tab in `key` (under `field`), kept in range by `normalise`; for a signed-in reader it
 * also lives on the server, whose value wins when there is one (it follows the reader to another device).
 */
function useRememberedNumber(
  tabId: string,
  key: string,
  field: string,
  normalise: (value: number) => number,
  pick: (preference: ReaderKeyPreference) => number,
) {
  const [value, setValue] = useState(() => readNumber(key, field, normalise));
  const { signedIn, preference } = useServerKey(tabId);
  const serverValue = preference ? normalise(pick(preference)) : undefined;
  useEffect(() => {
    if (serverValue === undefined) return;
    setValue(serverValue);
    write(key, { [field]: serverValue });
  }, [key, field, serverValue]);
  const change = useCallback(
    (next: number) => {
      const normalised = normalise(next);
      setValue(normalised);
      write(key, { [field]: normalised });
      if (signedIn) scheduleServerSave(tabId);
    },
    [tabId, key, field, normalise, signedIn],
  );
  return [value, change] as const;
}

/** Semitones this reader transposed one tab by (−11 … +11), remembered per tab. */
export const useTransposition = (tabId: string) =>
  useRememberedNumber(tabId, transposeKey(tabId), 'semitones', wrapOctave, (saved) => saved.transpose);

/** The fret this reader puts a capo on for one tab (0 = none): the text then shows the shapes to play. */
export const useCapo = (tabId: string) =>
  useRememberedNumber(tabId, capoKey(tabId), 'fret', clampCapo, (saved) => saved.capo);

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
