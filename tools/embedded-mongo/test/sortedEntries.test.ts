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
});
