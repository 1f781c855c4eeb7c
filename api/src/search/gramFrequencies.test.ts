import { GramFrequencies, warmGramFrequencies } from './gramFrequencies';

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

  it('answers from the expired estimate while the new sample is read, then from the new one', async () => {
    let release: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const frequencies = new GramFrequencies(async () => {
      calls += 1;
      if (calls === 1) return [['can', 'ant'], ['can']];
      await refreshed;
      return [['ant'], ['ant', 'can'], ['ant']];
    });
    const now = jest.spyOn(Date, 'now').mockReturnValue(0);
    expect(await frequencies.rarest(['can', 'ant'])).toBe('ant');
    now.mockReturnValue(11 * 60_000);
    // The refresh is pending: the old estimate answers without waiting for it.
    expect(await frequencies.rarest(['can', 'ant'])).toBe('ant');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await frequencies.rarest(['can', 'ant'])).toBe('can');
    now.mockRestore();
  });

  it('samples every estimate of the process when warmed', async () => {
    let sampled = 0;
    const frequencies = new GramFrequencies(async () => {
      sampled += 1;
      return [['abc']];
    });
    await warmGramFrequencies();
    expect(sampled).toBe(1);
    expect(await frequencies.rarestShare(['abc'])).toBe(1);
    expect(sampled).toBe(1);
  });
});
