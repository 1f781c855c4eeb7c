import {
  apiFetch,
  type CapoMode,
  getJson,
  KNOWN_CHORDS_PATH,
  type KnownChords,
  type NextChordList,
  type PlayableTabList,
  type ProgressionTabList,
  toQueryString,
} from '@acorduri/contracts';
import { useDebouncedCallback } from '@acorduri/ui-kit';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useSessionUser } from './session';
import { useApi } from './swr';

/** Rows per page of "Ce pot cânta"'s lists. */
export const PLAYABLE_PAGE_SIZE = 10;
/** How long after the last pick a signed-in reader's chords go to the server (one call per burst of taps). */
export const KNOWN_CHORDS_SAVE_DELAY_MS = 800;

const pageQuery = (page: number) => ({ limit: PLAYABLE_PAGE_SIZE, offset: (page - 1) * PLAYABLE_PAGE_SIZE });

/** The public tabs playable with `chords` (nothing asked without chords). */
export function usePlayableTabs(chords: readonly string[], capo: CapoMode, page: number) {
  return useApi<PlayableTabList>(
    chords.length === 0
      ? null
      : `/api/tab/playable${toQueryString({ chords: chords.join(','), capo, ...pageQuery(page) })}`,
  );
}

/** The chords that would open the most further tabs. */
export function useNextChords(chords: readonly string[], capo: CapoMode) {
  return useApi<NextChordList>(
    chords.length === 0 ? null : `/api/chords/next${toQueryString({ chords: chords.join(','), capo })}`,
  );
}

/** The public tabs holding a progression such as 'I-V-vi-IV' (nothing asked without one). */
export function useProgressionTabs(degrees: string, page: number) {
  return useApi<ProgressionTabList>(
    degrees === '' ? null : `/api/tab/progression${toQueryString({ degrees, ...pageQuery(page) })}`,
  );
}

/**
 * A signed-in reader's known chords kept on the server: `known` is undefined while anonymous or not read yet;
 * `save` sends the list once the taps stop (a failure keeps what is on screen).
 */
export function useKnownChords() {
  const user = useSessionUser();
  const { data, mutate } = useSWR<KnownChords>(user ? KNOWN_CHORDS_PATH : null, getJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const send = useDebouncedCallback((chords: readonly string[]) => {
    apiFetch<KnownChords>(KNOWN_CHORDS_PATH, { method: 'PUT', body: { chords } })
      .then((saved) => mutate(saved, { revalidate: false }))
      .catch(() => undefined);
  }, KNOWN_CHORDS_SAVE_DELAY_MS);
  const save = useCallback(
    (chords: readonly string[]) => {
      if (user) send(chords);
    },
    [user, send],
  );
  return { known: user ? data?.chords : undefined, save };
}
