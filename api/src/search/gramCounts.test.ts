import { GramCounts } from './gramCounts';

describe('GramCounts', () => {
  it('picks the trigram held by the fewest documents and remembers the counts', async () => {
    const asked: string[] = [];
    const counts = new GramCounts(async (gram) => {
      asked.push(gram);
      return { can: 900, ant: 40, tec: 12 }[gram] ?? 0;
    });
    expect(await counts.rarest(['can', 'ant', 'tec'])).toBe('tec');
    expect(await counts.rarest(['ant', 'can'])).toBe('ant');
    expect(asked).toEqual(['can', 'ant', 'tec']);
    expect(await counts.rarest(['xyz'])).toBe('xyz');
    expect(asked).toHaveLength(3);
  });
});
