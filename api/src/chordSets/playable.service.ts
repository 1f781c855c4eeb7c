import type { PlayableQuery, PlayableTabList } from '@acorduri/contracts';
import { heardByCapo } from './capoFrets';
import { oldestChordSetVersion } from './chordSet.backfill';
import { playableRows, publicTabCounts, publicTabsOfSets } from './chordSetTabs';
import { capoOfFits, fittingChordSets } from './chordSetTree';
import { partialWhile } from './partialAnswer';

/**
 * GET /api/tab/playable: the public tabs the reader can play with their chords, with or without a capo. A tab's
 * chord set is derived the same way at every version, so only tabs never derived are missing (partial).
 */
export async function playableTabs(query: PlayableQuery): Promise<PlayableTabList> {
  const [sets, oldest] = await Promise.all([
    fittingChordSets({ heardByCapo: heardByCapo(query.chords, query.capo), extras: 0 }),
    oldestChordSetVersion(),
  ]);
  const capoByKey = new Map(sets.map((set) => [set.key, capoOfFits(set.fits)]));
  const keys = [...capoByKey.keys()];
  const [counts, tabs] = await Promise.all([
    publicTabCounts(keys),
    publicTabsOfSets(keys, query.offset, query.limit),
  ]);
  return {
    tabs: await playableRows(tabs, (key) => capoByKey.get(key) ?? 0, query.chords),
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
    ...partialWhile(oldest),
  };
}
