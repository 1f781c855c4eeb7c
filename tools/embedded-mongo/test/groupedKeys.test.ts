import type { Doc } from '../src/engine/documents';
import { Index, type IndexSpec } from '../src/engine/Index';
import { IndexBuild } from '../src/engine/IndexBuild';

/** A small seeded generator (a linear congruential one), so a failure repeats. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// Strings that are prefixes of each other, as search grams and words are: a grouped build must still order them.
const SCALARS: unknown[] = ['', 'a', 'ab', 'abc', 'abd', 'b', 'ba', 0, 1, -1, 2.5, 10, true, false, null];

function randomDoc(random: () => number, id: number, fields: readonly string[]): Doc {
  const pick = () => SCALARS[Math.floor(random() * SCALARS.length)];
  // At most one array field a document, as mongod allows.
  const arrayField = random() < 0.7 ? fields[Math.floor(random() * fields.length)] : undefined;
  const doc: Doc = { _id: id };
  for (const field of fields) {
    if (random() < 0.1) continue;
    doc[field] = field === arrayField ? Array.from({ length: Math.floor(random() * 6) }, pick) : pick();
  }
  return doc;
}

function entriesOf(index: Index): string[] {
  return [...index.entries.all()].map((entry) => `${JSON.stringify(entry.key)} ${entry.rid}`);
}

const PATTERNS: Record<string, number>[] = [
  { a: 1, b: 1, _id: 1 },
  { a: 1, b: -1 },
  { b: 1, a: 1, _id: -1 },
  { a: 1 },
  { b: 1, c: 1, a: 1 },
  { c: -1, a: 1, b: 1, _id: 1 },
];

describe('a background build from grouped keys', () => {
  it.each(PATTERNS.map((key) => [JSON.stringify(key), key]))(
    '%s: gives the entries a one-piece build gives, stopped after every bit of work',
    (_name, key) => {
      for (let seed = 1; seed <= 5; seed++) {
        const random = seeded(seed);
        const records = new Map<number, Doc>();
        for (let rid = 1; rid <= 400; rid++) records.set(rid, randomDoc(random, rid, ['a', 'b', 'c']));
        const spec: IndexSpec = { v: 2, key, name: 'grouped' };
        const expected = new Index(spec);
        expected.build(records, 'test.docs');

        const built = new Index(spec);
        const build = new IndexBuild(built, records);
        // A deadline already past: each step does its smallest amount of work, so every phase is resumed.
        while (!build.step(0));
        build.finish();
        expect(entriesOf(built)).toEqual(entriesOf(expected));
        expect(built.multikey).toBe(expected.multikey);
      }
    },
  );
});
