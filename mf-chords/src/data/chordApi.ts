import { apiFetch, type ChordDatabase, type ChordList, type ChordType } from '@acorduri/contracts';

export const CHORD_ROOTS_KEY = '/api/chord/root';
export const CHORD_TYPES_KEY = '/api/chord/type';
export const CHORD_DATABASE_KEY = 'chord-database';
const CHORD_DATABASE_FILE = 'chordDatabase.json';

export interface ChordFilter {
  readonly root: string;
  readonly typeId: number | null;
}

/** SWR key of a filtered chord list; the array form lets SWR compare filters by value. */
export const chordListKey = (filter: ChordFilter) => ['/api/chord', filter.root, filter.typeId] as const;

export function fetchChordList([path, root, typeId]: ReturnType<typeof chordListKey>): Promise<ChordList> {
  return apiFetch<ChordList>(path, { query: { root, typeId, limit: 100 } });
}

/**
 * The whole dictionary for the tab page's chord strip: the static /cache/chordDatabase.json with its timestamp
 * parameter (so the browser may cache it for good), or the API list when the file is not generated yet.
 */
export async function fetchChordDatabase(): Promise<ChordDatabase> {
  const { files } = await apiFetch<{ files: Record<string, number> }>('/api/cache');
  const stamp = files[CHORD_DATABASE_FILE];
  if (stamp !== undefined)
    return apiFetch<ChordDatabase>(`/cache/${CHORD_DATABASE_FILE}`, { query: { t: stamp } });
  const [types, list] = await Promise.all([
    apiFetch<{ types: ChordType[] }>(CHORD_TYPES_KEY),
    apiFetch<ChordList>('/api/chord', { query: { limit: 500 } }),
  ]);
  return { generatedAt: new Date().toISOString(), roots: [], types: types.types, chords: list.chords };
}
