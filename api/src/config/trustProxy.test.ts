import { ConfigError, loadConfig } from './config';
import { parseTrustProxy } from './trustProxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For names nobody', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('none')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('reads a hop count, named ranges, addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,192.168.1.7,fd00::/8,::1')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each([
    'true',
    '*',
    'proxy.example',
    '10.0.0.0/33',
    '10.0.0.0/',
    '10.0.0.0/8/1',
    'fd00::/129',
    '1.2.3',
    'loopback,',
  ])('stops start-up on %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/"TRUST_PROXY"/);
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('reads comma-separated origins, none by default', () => {
    expect(loadConfig({}).trustedOrigins).toEqual([]);
    expect(
      loadConfig({ TRUSTED_ORIGINS: 'https://www.acorduri.example, http://localhost:8080/' }).trustedOrigins,
    ).toEqual(['https://www.acorduri.example', 'http://localhost:8080']);
  });

  it.each(['acorduri.example', 'https://acorduri.example/cale', 'ftp://acorduri.example', '*'])(
    'refuses %s with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUSTED_ORIGINS: value })).toThrow(/"TRUSTED_ORIGINS"/);
    },
  );
});

describe('search limits', () => {
  it('are generous for people by default and configurable', () => {
    const limits = loadConfig({ RATE_LIMIT_SEARCH_MAX: '10', RATE_LIMIT_AUTOCOMPLETE_WINDOW_SECONDS: '60' });
    expect(limits.rateLimits.search).toEqual({ max: 10, windowSeconds: 900 });
    expect(limits.rateLimits.autocomplete).toEqual({ max: 600, windowSeconds: 60 });
  });
});
