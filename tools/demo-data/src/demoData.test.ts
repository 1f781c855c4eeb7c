import { artistName, midiForChords, SeededRandom, songText, songTitle, stepSeed } from './index';

describe('SeededRandom', () => {
  it('gives the same numbers for the same seed and different ones for another seed', () => {
    const draw = (seed: string) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('forks a stream by name, independent of what the parent drew before', () => {
    const parent = new SeededRandom('demo');
    const early = parent.fork('tabs').next();
    parent.next();
    expect(parent.fork('tabs').next()).toBe(early);
    expect(new SeededRandom(stepSeed('tabs')).seed).toBe('acorduri-demo-1/tabs');
  });

  it('keeps ints, samples and dates inside their bounds', () => {
    const random = new SeededRandom('bounds');
    const from = new Date(Date.UTC(2020, 0, 1));
    const to = new Date(Date.UTC(2021, 0, 1));
    for (let i = 0; i < 200; i++) {
      const int = random.int(3, 5);
      expect(int >= 3 && int <= 5).toBe(true);
      const date = random.date(from, to).getTime();
      expect(date >= from.getTime() && date < to.getTime()).toBe(true);
      expect(random.skewedIndex(10)).toBeLessThan(10);
    }
    expect(new Set(random.sample([1, 2, 3, 4], 4)).size).toBe(4);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });

  it('writes ObjectId hex digits whose time part is the given date', () => {
    const at = new Date(Date.UTC(2024, 2, 3, 4, 5, 6));
    const hex = new SeededRandom('ids').objectIdHex(at);
    expect(hex).toMatch(/^[0-9a-f]{24}$/);
    expect(Number.parseInt(hex.slice(0, 8), 16)).toBe(at.getTime() / 1000);
  });
});

describe('generated text', () => {
  it('writes chord sheets with an intro and chord lines above lyric lines, the same on every run', () => {
    const sheet = songText(new SeededRandom('sheet'));
    expect(sheet).toBe(songText(new SeededRandom('sheet')));
    expect(sheet.startsWith('Intro: ')).toBe(true);
    expect(sheet).toMatch(/Strofa 1:\n/);
    expect(sheet.endsWith('\n')).toBe(true);
  });

  it('writes non-empty titles and artist names', () => {
    const random = new SeededRandom('names');
    for (let i = 0; i < 50; i++) {
      expect(songTitle(random).trim()).not.toBe('');
      expect(artistName(random).trim()).not.toBe('');
    }
  });

  it('writes a Standard MIDI File with one track', () => {
    const midi = midiForChords(['C', 'Am', 'F', 'G']);
    expect(midi.subarray(0, 4).toString()).toBe('MThd');
    expect(midi.subarray(14, 18).toString()).toBe('MTrk');
    expect(midi.readUInt32BE(18)).toBe(midi.length - 22);
  });
});
