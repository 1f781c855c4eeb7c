import { type IndexEntry, SortedEntries } from '../src/engine/SortedEntries';

function firstOf(entries: Iterable<IndexEntry>, count: number): IndexEntry[] {
  const first: IndexEntry[] = [];
  for (const entry of entries) {
    if (first.length === count) break;
    first.push(entry);
  }
  return first;
}

describe('SortedEntries', () => {
  it('keeps thousands of random entries ordered across chunk splits and removals', () => {
    const entries = new SortedEntries();
    const keys = Array.from({ length: 5000 }, (_, n) => `k${String((n * 7919) % 5000).padStart(5, '0')}`);
    for (const [rid, key] of keys.entries()) entries.insert({ key, rid });
    keys.forEach((key, rid) => {
      if (rid % 2 === 0) expect(entries.remove({ key, rid })).toBe(true);
    });
    const remaining = [...entries.all()].map((entry) => entry.key);
    expect(remaining).toHaveLength(2500);
    expect([...remaining].sort()).toEqual(remaining);
    expect([...entries.range('k01000', 'k01009')].map((entry) => entry.key)).toEqual(
      remaining.filter((key) => key >= 'k01000' && key <= 'k01009'),
    );
  });

  it('finds another record holding the same key', () => {
    const entries = new SortedEntries();
    entries.insert({ key: 'a', rid: 1 });
    expect(entries.findOther('a', 1)).toBeUndefined();
    entries.insert({ key: 'a', rid: 2 });
    expect(entries.findOther('a', 1)).toEqual({ key: 'a', rid: 2 });
  });

  it('skips the first entries of a range forwards and backwards as a walk that drops them would', () => {
    const entries = new SortedEntries();
    // Repeated keys across several chunks (1024 entries each).
    for (let rid = 0; rid < 6000; rid++)
      entries.insert({ key: `k${String(rid % 700).padStart(4, '0')}`, rid });
    const ranges: [string, string][] = [
      ['k0000', 'k0699'],
      ['k0100', 'k0100'],
      ['k0250', 'k0499'],
      ['k0698', 'k9999'],
      ['k0800', 'k0900'],
    ];
    for (const [low, high] of ranges) {
      const forward = [...entries.range(low, high)];
      const backward = [...entries.rangeReverse(low, high)];
      expect(entries.countRange(low, high)).toBe(forward.length);
      for (const skip of [
        0,
        1,
        7,
        1023,
        1024,
        1025,
        3000,
        forward.length - 1,
        forward.length,
        forward.length + 5,
      ]) {
        expect([...entries.range(low, high, skip)]).toEqual(forward.slice(skip));
        expect([...entries.rangeReverse(low, high, skip)]).toEqual(backward.slice(skip));
      }
    }
  });

  it('counts and skips right between inserts and removals (the kept chunk starts follow each change)', () => {
    let seed = 11;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * below);
    };
    const entries = new SortedEntries();
    const held = new Map<number, string>();
    const key = (n: number) => `k${String(n).padStart(4, '0')}`;
    for (let step = 0; step < 3000; step++) {
      const rid = random(4000);
      if (held.has(rid)) {
        expect(entries.remove({ key: held.get(rid)!, rid })).toBe(true);
        held.delete(rid);
      } else {
        held.set(rid, key(random(400)));
        entries.insert({ key: held.get(rid)!, rid });
      }
      if (step < 1500) continue;
      const ends = [key(random(400)), key(random(400))].sort();
      const low = ends[0]!;
      const high = ends[1]!;
      const inRange = [...held]
        .filter(([, k]) => k >= low && k <= high)
        .map(([rid, k]) => ({ key: k, rid }))
        .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.rid - y.rid));
      const skip = random(inRange.length + 2);
      expect(entries.countRange(low, high)).toBe(inRange.length);
      // The first entries after the skip (a page): where the skip lands is what the chunk starts decide.
      expect(firstOf(entries.range(low, high, skip), 3)).toEqual(inRange.slice(skip, skip + 3));
      expect(firstOf(entries.rangeReverse(low, high, skip), 3)).toEqual(
        [...inRange].reverse().slice(skip, skip + 3),
      );
    }
  });

  it('orders keys stored as head and tail exactly as whole keys, whatever the bounds cut', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    // Heads of several lengths (one a prefix of another, as self-delimiting encodings never are but bounds are).
    const heads = ['a', 'ab', 'abc', 'b', 'ba', 'c'];
    const entries = new SortedEntries();
    const held = new Map<string, { key: string; rid: number }>();
    for (let step = 0; step < 4000; step++) {
      const rid = random(300);
      const head = heads[random(heads.length)]!;
      const tail = random(4) === 0 ? '' : `t${random(5)}`;
      const key = head + tail;
      const id = `${key}|${rid}`;
      if (held.has(id)) {
        expect(entries.remove({ key, rid })).toBe(true);
        held.delete(id);
      } else {
        // Half split as an index of several fields stores them, half whole as an index of one field.
        entries.insert({ key, rid }, random(2) === 0 ? { head, tail } : undefined);
        held.set(id, { key, rid });
      }
    }
    const expected = [...held.values()].sort((x, y) =>
      x.key < y.key ? -1 : x.key > y.key ? 1 : x.rid - y.rid,
    );
    expect([...entries.all()]).toEqual(expected);
    for (const [low, high] of [
      ['a', 'a\uffff'],
      ['ab', 'abt3'],
      ['abc', 'b'],
      ['at', 'bat'],
      ['', '\uffff'],
    ] as const) {
      const inRange = expected.filter((entry) => entry.key >= low && entry.key <= high);
      expect([...entries.range(low, high)]).toEqual(inRange);
      expect([...entries.rangeReverse(low, high)]).toEqual([...inRange].reverse());
      expect(entries.countRange(low, high)).toBe(inRange.length);
    }
  });
});
