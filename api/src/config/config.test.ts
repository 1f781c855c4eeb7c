import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dbEngine).toBe('auto');
    expect(config.seedOnEmpty).toBe(true);
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('uses MONGODB_URI first when it is set', () => {
    const config = loadConfig({ MONGODB_URI: 'mongodb://db.example:27017/acorduri' });
    expect(config.dbEngine).toBe('uri');
    expect(config.mongodbUri).toBe('mongodb://db.example:27017/acorduri');
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DB_ENGINE: 'sqlite' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DB_ENGINE: 'sqlite' });
    } catch (error) {
      expect((error as Error).message).toContain('"PORT"');
      expect((error as Error).message).toContain('"DB_ENGINE"');
    }
  });

  it('requires MONGODB_URI when the uri engine is forced', () => {
    expect(() => loadConfig({ DB_ENGINE: 'uri' })).toThrow(/MONGODB_URI/);
  });
});
