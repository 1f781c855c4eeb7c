import { ObjectId } from 'bson';
import { Query } from 'mingo';
import { mingoOptions } from '../src/engine/Collection';
import type { Doc } from '../src/engine/documents';
import { compileFastMatcher } from '../src/engine/fastMatcher';

/**
 * The native matcher must never contradict mingo: random documents of mixed shapes (arrays, nested arrays,
 * sub-documents, nulls, missing fields, numbers, dates, ObjectIds) against random filters of the kinds it
 * compiles; wherever it gives a verdict, mingo's is the same.
 */
let seed = 7;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const ids = [new ObjectId(), new ObjectId()];
const SCALARS: unknown[] = ['ion', 'ionel', 'Ion', 'maria', '', 'a.b', true, false, 0, -0, 1, 2.5, ...ids];
const OTHERS: unknown[] = [
  Number.NaN,
  null,
  new Date(1000),
  new Date(3000),
  new Date(Number.NaN),
  { x: 'ion' },
  ['ion'],
  [ids[0]],
  ['1'],
  [1],
];

function randomValue(): unknown {
  const roll = random();
  if (roll < 0.25) return [pick(SCALARS), pick([...SCALARS, ...OTHERS])];
  if (roll < 0.3) return [];
  if (roll < 0.45) return pick(OTHERS);
  return pick(SCALARS);
}

function randomDoc(n: number): Doc {
  const doc: Doc = { _id: n };
  for (const field of ['a', 'b']) if (random() < 0.85) doc[field] = randomValue();
  return doc;
}

function randomCondition(): Doc {
  const field = pick(['a', 'b', 'constructor']);
  const roll = random();
  if (roll < 0.3) return { [field]: pick(SCALARS) };
  if (roll < 0.45) return { [field]: { $in: [pick(SCALARS), pick(SCALARS)] } };
  if (roll < 0.55) return { [field]: { $eq: pick(SCALARS) } };
  if (roll < 0.7) return { [field]: { $regex: pick(['ion', '^io', 'a\\.b', 'el$']) } };
  if (roll < 0.8) return { [field]: { $regex: 'ION', $options: 'i' } };
  if (roll < 0.9) return { [field]: pick([/ion/, /^m/i]) };
  if (roll < 0.95)
    return { [field]: { $gte: pick([0, 1, 'a', 'io', new Date(500)]), $lt: pick([2, 'j', new Date(2000)]) } };
  return { [field]: { $gt: pick([0, 'a', new Date(0)]) } };
}

function randomFilter(): Doc {
  const roll = random();
  if (roll < 0.4) return randomCondition();
  if (roll < 0.65) return { ...randomCondition(), ...randomCondition() };
  if (roll < 0.85) return { $or: [randomCondition(), randomCondition()] };
  return { $and: [randomCondition(), { $or: [randomCondition(), randomCondition()] }] };
}

describe('compileFastMatcher', () => {
  it('agrees with mingo on every verdict it gives, for 500 random filters over 200 documents', () => {
    const docs = Array.from({ length: 200 }, (_, n) => randomDoc(n));
    let decided = 0;
    let compiled = 0;
    const disagreements: unknown[] = [];
    for (let i = 0; i < 500; i++) {
      const filter = randomFilter();
      const matcher = compileFastMatcher(filter);
      if (!matcher) continue;
      compiled += 1;
      const query = new Query(filter, mingoOptions());
      for (const doc of docs) {
        const verdict = matcher(doc);
        if (verdict === undefined) continue;
        decided += 1;
        if (verdict !== query.test(doc)) disagreements.push({ filter, doc, verdict });
      }
    }
    expect(disagreements).toEqual([]);
    // It must actually decide most cases, or it would speed nothing up.
    expect(compiled).toBeGreaterThan(350);
    expect(decided).toBeGreaterThan(compiled * 120);
  });

  it('compiles the search shapes and leaves other operators to mingo', () => {
    expect(compileFastMatcher({ searchGrams: 'ion', searchArtist: { $regex: 'ion' } })).toBeDefined();
    expect(compileFastMatcher({ searchWords: { $in: ['dor', 'dorul'] }, isPublic: true })).toBeDefined();
    expect(compileFastMatcher({ $or: [{ email: /x/i }, { subject: /x/i }] })).toBeDefined();
    expect(compileFastMatcher({ $or: [{ email: /x/i }, { code: { $in: [3, 4] } }] })).toBeDefined();
    expect(compileFastMatcher({ createdAt: { $gte: new Date(0), $lt: new Date(1) } })).toBeDefined();
    expect(compileFastMatcher({ count: { $gt: 0, $lt: 'a' } })).toBeUndefined();
    expect(compileFastMatcher({ count: { $gt: 0, $ne: 3 } })).toBeUndefined();
    expect(compileFastMatcher({ count: Number.NaN })).toBeUndefined();
    expect(compileFastMatcher({ 'a.b': 'x' })).toBeUndefined();
    expect(compileFastMatcher({ a: { $regex: 'x', $options: 'x' } })).toBeUndefined();
    expect(compileFastMatcher({ a: /x/g })).toBeUndefined();
    expect(compileFastMatcher({})).toBeUndefined();
  });

  it('matches array elements and treats missing fields as no match', () => {
    const matcher = compileFastMatcher({ tags: ids[0], name: /^io/ })!;
    expect(matcher({ tags: [ids[1], new ObjectId(ids[0]!.toHexString())], name: 'ionel' })).toBe(true);
    expect(matcher({ tags: [ids[1]], name: 'ionel' })).toBe(false);
    expect(matcher({ name: 'ionel' })).toBe(false);
    expect(matcher({ tags: [[ids[0]]], name: 'ionel' })).toBeUndefined();
  });
});
