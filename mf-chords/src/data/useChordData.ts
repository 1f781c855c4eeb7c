import {
  type ChordDatabase,
  type ChordList,
  type ChordRootList,
  type ChordTypeList,
  getJson,
} from '@acorduri/contracts';
import useSWR from 'swr';
import {
  CHORD_DATABASE_KEY,
  CHORD_ROOTS_KEY,
  CHORD_TYPES_KEY,
  type ChordFilter,
  chordListKey,
  fetchChordDatabase,
  fetchChordList,
} from './chordApi';

// Lookup lists and the database change only when an admin edits chords: no refetch on focus.
const STATIC = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export const useChordRoots = () => useSWR<ChordRootList>(CHORD_ROOTS_KEY, getJson, STATIC);

export const useChordTypes = () => useSWR<ChordTypeList>(CHORD_TYPES_KEY, getJson, STATIC);

/** Chords of one root (and type); `null` fetches nothing (the accessible page before 'Listează definiții'). */
export const useChords = (filter: ChordFilter | null) =>
  useSWR<ChordList>(filter ? chordListKey(filter) : null, fetchChordList, { keepPreviousData: true });

/** The whole dictionary; `enabled: false` (a tab without chords) downloads nothing. */
export const useChordDatabase = (enabled = true) =>
  useSWR<ChordDatabase>(enabled ? CHORD_DATABASE_KEY : null, fetchChordDatabase, STATIC);
