import type { PlayableQuery, PlayableTabList } from '@acorduri/contracts';
import { heardByCapo } from './capoFrets';
import { playableRows, publicTabCounts, publicTabsOfSets } from './chordSetTabs';
import { capoOfFits, fittingChordSets } from './chordSetTree';

/** GET /api/tab/playable: the public tabs the reader can play with their chords, with or without a capo. */
export async function playableTabs(query: PlayableQuery): Promise<PlayableTabList> {
  const sets = await fittingChordSets({ heardByCapo: heardByCapo(query.chords, query.capo), extras: 0 });
  const capoByKey = new Map(sets.map((set) => [set.key, capoOfFits(set.fits)]));
  const keys = [...capoByKey.keys()];
  const [counts, tabs] = await Promise.all([
    publicTabCounts(keys),
    publicTabsOfSets(keys, query.offset, query.limit),
  ]);
  return {
    tabs: await playableRows(tabs, (key) => capoByKey.get(key) ?? 0, query.chords),
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
  };
}
