import type { UnknownChordList } from '@acorduri/contracts';
import { TabModel } from '../tabs/tab.model';

/**
 * GET /api/admin/chords/unknown: the chord names tabs use that the dictionary has no type for, most used first,
 * with how many tabs (public or not) use each: what the dictionary could add, or which sheets to correct.
 * The range on the multikey index reads only the tabs that have such a name.
 */
export async function unknownChords(): Promise<UnknownChordList> {
  const groups = await TabModel.aggregate<{ _id: string; tabCount: number }>([
    { $match: { chordUnknown: { $gt: '' } } },
    { $unwind: '$chordUnknown' },
    { $group: { _id: '$chordUnknown', tabCount: { $sum: 1 } } },
    { $sort: { tabCount: -1, _id: 1 } },
  ]);
  return {
    chords: groups.map((group) => ({ name: group._id, tabCount: group.tabCount })),
    total: groups.length,
  };
}
