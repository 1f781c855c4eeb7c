import { type ChordCode, chordCodesOfKey } from '@acorduri/contracts';
import { ChordSetPrefixModel } from './chordSetPrefix.model';

/** Adds tabs' chord sets (their chordKey) to the tree; every write of a tab's chordKey calls it. */
export async function rememberChordSets(keys: Iterable<string | null>): Promise<void> {
  const prefixes = new Map<string, { parent: string; full: boolean }>();
  for (const key of new Set(keys)) {
    if (!key) continue;
    const codes = key.split('.');
    codes.forEach((_, index) => {
      const prefix = codes.slice(0, index + 1).join('.');
      const full = index === codes.length - 1 || prefixes.get(prefix)?.full === true;
      prefixes.set(prefix, { parent: codes.slice(0, index).join('.'), full });
    });
  }
  const operations = [...prefixes].map(([prefix, { parent, full }]) => ({
    updateOne: {
      filter: { _id: prefix },
      update: full ? { $set: { parent, full: true } } : { $setOnInsert: { parent, full: false } },
      upsert: true,
    },
  }));
  if (operations.length > 0) await ChordSetPrefixModel.bulkWrite(operations, { ordered: false });
}

/**
 * How a chord set fits a reader's chords: for a capo fret, the one chord it needs beyond them (`extra`), or -1
 * when it needs none. A set fits at a fret when every chord, moved down by the fret, is one of the reader's.
 */
export type Fits = ReadonlyMap<number, ChordCode | -1>;

export interface FittingSet {
  readonly key: string;
  readonly fits: Fits;
}

export interface TreeWalk {
  /** The reader's chords as heard with the capo on each fret tried (the shapes moved up by the fret) */
  readonly heardByCapo: ReadonlyMap<number, ReadonlySet<ChordCode>>;
  /** How many chords beyond the reader's a set may need (0 for playable, 1 for the next chord to learn) */
  readonly extras: 0 | 1;
}

function childFits(parent: Fits, code: ChordCode, walk: TreeWalk): Fits {
  const fits = new Map<number, ChordCode | -1>();
  for (const [capo, extra] of parent) {
    if (walk.heardByCapo.get(capo)?.has(code)) fits.set(capo, extra);
    else if (extra === -1 && walk.extras === 1) fits.set(capo, code);
  }
  return fits;
}

/**
 * The archive's chord sets that fit, found level by level: one query per level reads the children of the
 * prefixes that still fit at some fret (a set has at most as many levels as chords).
 */
export async function fittingChordSets(walk: TreeWalk): Promise<FittingSet[]> {
  const found: FittingSet[] = [];
  let frontier = new Map<string, Fits>([
    ['', new Map([...walk.heardByCapo.keys()].map((capo) => [capo, -1]))],
  ]);
  while (frontier.size > 0) {
    const children = await ChordSetPrefixModel.find({ parent: { $in: [...frontier.keys()] } }).lean();
    const next = new Map<string, Fits>();
    for (const child of children) {
      const parentFits = frontier.get(child.parent);
      const codes = chordCodesOfKey(child._id);
      const code = codes[codes.length - 1];
      if (!parentFits || code === undefined) continue;
      const fits = childFits(parentFits, code, walk);
      if (fits.size === 0) continue;
      next.set(child._id, fits);
      if (child.full) found.push({ key: child._id, fits });
    }
    frontier = next;
  }
  return found;
}

/** The lowest fret a set is playable at without any further chord. */
export const capoOfFits = (fits: Fits) =>
  Math.min(...[...fits].filter(([, extra]) => extra === -1).map(([capo]) => capo));
