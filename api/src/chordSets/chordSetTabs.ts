import {
  type ChordCode,
  chordCodesOfKey,
  chordNameOf,
  type PlayableTab,
  transposeChordCode,
} from '@acorduri/contracts';
import { TabModel } from '../tabs/tab.model';
import { TAB_LIST_FIELDS, type TabRecord, toTabListItems } from '../tabs/tab.views';

/**
 * The order of every "Ce pot cânta" list: most favoured, then best rated, then newest (a stable page order). One
 * direction for all three fields, so that an index walked backwards gives it on any engine.
 */
export const PLAYABLE_SORT = { favouriteCount: -1, rating: -1, _id: -1 } as const;

/** How many public tabs each chord set has (read from the playable index, without loading a tab). */
export async function publicTabCounts(keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const groups = await TabModel.aggregate<{ _id: string; count: number }>([
    { $match: { isPublic: true, chordKey: { $in: keys } } },
    { $group: { _id: '$chordKey', count: { $sum: 1 } } },
  ]);
  return new Map(groups.map((group) => [group._id, group.count]));
}

/** A page of the public tabs whose chord set is one of `keys`. */
export async function publicTabsOfSets(keys: readonly string[], offset: number, limit: number) {
  if (keys.length === 0) return [];
  return TabModel.find({ isPublic: true, chordKey: { $in: keys } }, { ...TAB_LIST_FIELDS, chordKey: 1 })
    .sort(PLAYABLE_SORT)
    .skip(offset)
    .limit(limit)
    .lean<TabRecord[]>();
}

/** The shapes a reader fingers for a chord set with the capo on `capo`, in the order the reader gave the chords. */
export function shapesPlayed(key: string, capo: number, readerOrder: readonly ChordCode[]): string[] {
  const rank = (code: ChordCode) => {
    const index = readerOrder.indexOf(code);
    return index === -1 ? readerOrder.length : index;
  };
  return chordCodesOfKey(key)
    .map((code) => transposeChordCode(code, -capo))
    .sort((a, b) => rank(a) - rank(b) || a - b)
    .map(chordNameOf);
}

/** List rows with the capo each tab's set is played at and the shapes then fingered. */
export async function playableRows(
  tabs: readonly TabRecord[],
  capoOf: (key: string) => number,
  readerOrder: readonly ChordCode[],
): Promise<PlayableTab[]> {
  const items = await toTabListItems(tabs);
  return items.map((item, index) => {
    const key = tabs[index]?.chordKey ?? '';
    const capo = capoOf(key);
    return { ...item, capo, chords: shapesPlayed(key, capo, readerOrder) };
  });
}
