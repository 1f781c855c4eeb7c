import { SortedEntries } from '../src/engine/SortedEntries';

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
});
