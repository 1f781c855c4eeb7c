import { diffTabBodies as diff, withContext } from './diffRows';

describe('diffTabBodies', () => {
  it('keeps identical texts as unchanged rows with both line numbers', () => {
    const { rows, added, removed } = diff('Am\nla la\n', 'Am\nla la\n');
    expect(rows).toEqual([
      {
        current: { number: 1, text: 'Am', change: 'same' },
        proposed: { number: 1, text: 'Am', change: 'same' },
      },
      {
        current: { number: 2, text: 'la la', change: 'same' },
        proposed: { number: 2, text: 'la la', change: 'same' },
      },
    ]);
    expect([added, removed]).toEqual([0, 0]);
  });

  it('puts a changed line next to its replacement', () => {
    const { rows, added, removed } = diff('Am\nla la\nDm', 'Am\nla la la\nDm');
    expect(rows[1]).toEqual({
      current: { number: 2, text: 'la la', change: 'removed' },
      proposed: { number: 2, text: 'la la la', change: 'added' },
    });
    expect(rows[2]?.current).toEqual({ number: 3, text: 'Dm', change: 'same' });
    expect([added, removed]).toEqual([1, 1]);
  });

  it('leaves the other side empty for lines only one text has, and keeps numbering each side', () => {
    const { rows, added, removed } = diff('a\nb\nc\n', 'a\nx\ny\nc\nd\n');
    expect(rows.map((row) => [row.current?.number ?? null, row.proposed?.number ?? null])).toEqual([
      [1, 1],
      [2, 2],
      [null, 3],
      [3, 4],
      [null, 5],
    ]);
    expect(rows[2]).toEqual({ current: null, proposed: { number: 3, text: 'y', change: 'added' } });
    expect([added, removed]).toEqual([3, 1]);
  });

  it('ignores line endings and a missing final newline', () => {
    const { added, removed } = diff('Am\r\nla la', 'Am\nla la\n');
    expect([added, removed]).toEqual([0, 0]);
  });

  it('counts removed lines at the end', () => {
    const { rows, removed } = diff('a\nb\nc', 'a');
    expect(rows.slice(1)).toEqual([
      { current: { number: 2, text: 'b', change: 'removed' }, proposed: null },
      { current: { number: 3, text: 'c', change: 'removed' }, proposed: null },
    ]);
    expect(removed).toBe(2);
  });
});

describe('withContext', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `rândul ${i + 1}`);

  it('keeps three unchanged lines around each change and folds the rest', () => {
    const before = lines(20);
    const after = [...before];
    after[9] = 'rândul 10 schimbat';
    const shown = withContext(diff(before.join('\n'), after.join('\n')).rows);
    expect(shown[0]).toEqual({ skipped: 6, fromCurrent: 1, fromProposed: 1 });
    expect(shown.slice(1, 8).map((row) => ('skipped' in row ? null : row.current?.number))).toEqual([
      7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(shown[8]).toEqual({ skipped: 7, fromCurrent: 14, fromProposed: 14 });
    expect(shown).toHaveLength(9);
  });

  it('joins changes whose contexts touch, and leaves a text without changes as one fold', () => {
    const before = lines(12);
    const after = [...before];
    after[2] = 'x';
    after[8] = 'y';
    const shown = withContext(diff(before.join('\n'), after.join('\n')).rows);
    expect(shown.some((row) => 'skipped' in row)).toBe(false);
    expect(withContext(diff(before.join('\n'), before.join('\n')).rows)).toEqual([
      { skipped: 12, fromCurrent: 1, fromProposed: 1 },
    ]);
  });
});
