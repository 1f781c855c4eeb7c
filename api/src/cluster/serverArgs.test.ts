import { ConfigError } from '../config/config';
import { instancesFromArgs, MAX_INSTANCES } from './serverArgs';

describe('instancesFromArgs', () => {
  it('runs one process unless --instances says otherwise', () => {
    expect(instancesFromArgs([])).toBe(1);
    expect(instancesFromArgs(['--instances', '3'])).toBe(3);
    expect(instancesFromArgs([`--instances=${MAX_INSTANCES}`])).toBe(MAX_INSTANCES);
  });

  it('refuses a count that is not a whole number from 1 to the maximum, and unknown arguments', () => {
    for (const value of ['0', '-1', '2.5', 'doua', String(MAX_INSTANCES + 1)]) {
      expect(() => instancesFromArgs(['--instances', value])).toThrow(ConfigError);
    }
    expect(() => instancesFromArgs(['--instance', '2'])).toThrow(ConfigError);
  });
});
