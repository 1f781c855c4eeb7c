import { GramFrequencies } from './gramFrequencies';

describe('GramFrequencies', () => {
  it('picks the trigram seen least in the sample and samples once while fresh', async () => {
    let samples = 0;
    const frequencies = new GramFrequencies(async () => {
      samples += 1;
      return [['can', 'ant'], ['can', 'ant', 'tec'], ['can']];
    });
    expect(await frequencies.rarest(['can', 'ant', 'tec'])).toBe('tec');
    expect(await frequencies.rarest(['can', 'ant'])).toBe('ant');
    expect(await frequencies.rarest(['can', 'zzz'])).toBe('zzz');
    expect(await frequencies.rarest(['xyz'])).toBe('xyz');
    expect(samples).toBe(1);
  });

  it('tells the share of sampled documents holding the rarest trigram', async () => {
    const frequencies = new GramFrequencies(async () => [['can', 'ant'], ['can', 'ant', 'tec'], ['can'], []]);
    expect(await frequencies.rarestShare(['can'])).toBe(0.75);
    expect(await frequencies.rarestShare(['can', 'ant', 'tec'])).toBe(0.25);
    expect(await frequencies.rarestShare(['zzz'])).toBe(0);
  });
});
