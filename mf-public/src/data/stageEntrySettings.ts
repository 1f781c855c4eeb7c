import {
  apiFetch,
  SONGBOOK_API,
  type Songbook,
  type SongbookEntry,
  type SongbookEntryUpdatePayload,
} from '@acorduri/contracts';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';

/** The key and capo a song is played in on stage. */
export type StageSettings = Pick<SongbookEntry, 'transpose' | 'capo'>;

/** Why the last change made on stage is not in the songbook: the device is offline, or the call failed. */
export type StageSaveProblem = 'offline' | 'failed' | null;

function withSettingsOf(current: Songbook, saved: Songbook): Songbook {
  const byId = new Map(saved.entries.map((entry) => [entry.id, entry]));
  return {
    ...current,
    entries: current.entries.map((entry) => {
      const answer = byId.get(entry.id);
      return answer ? { ...entry, transpose: answer.transpose, capo: answer.capo } : entry;
    }),
  };
}

/**
 * Key and capo changed on stage, by entry. The owner's changes are saved to the songbook entry (PUT
 * /api/user/songbook/{id}/entries/{entryId}) and the cached songbook replaced by the answer, so a reload opens
 * them; a visitor's (someone else's public songbook) stay on this screen.
 */
export function useStageEntrySettings(songbook: Songbook, call: string) {
  const { mutate } = useSWRConfig();
  const [changed, setChanged] = useState<Readonly<Record<string, StageSettings>>>({});
  const [problem, setProblem] = useState<StageSaveProblem>(null);

  const settingsOf = useCallback(
    (entry: SongbookEntry): StageSettings =>
      changed[entry.id] ?? { transpose: entry.transpose, capo: entry.capo },
    [changed],
  );

  const change = useCallback(
    async (entry: SongbookEntry, update: SongbookEntryUpdatePayload) => {
      const next = { ...settingsOf(entry), ...update };
      setChanged((all) => ({ ...all, [entry.id]: next }));
      if (!songbook.isOwner) return;
      try {
        const saved = await apiFetch<Songbook>(SONGBOOK_API.entry(songbook.id, entry.id), {
          method: 'PUT',
          body: update,
        });
        setProblem(null);
        // The write's answer carries no song texts: only the settings are taken into the cached songbook.
        await mutate<Songbook>(call, (current) => current && withSettingsOf(current, saved), {
          revalidate: false,
        });
      } catch {
        setProblem(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'failed');
      }
    },
    [songbook.id, songbook.isOwner, call, mutate, settingsOf],
  );

  return { settingsOf, change, problem, dismiss: useCallback(() => setProblem(null), []) };
}
