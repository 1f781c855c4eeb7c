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

describe('account settings', () => {
  it('derives the public URL, session and captcha defaults', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.publicUrl).toBe('http://127.0.0.1:4000');
    expect(config.session).toEqual({ ttlSeconds: 30 * 24 * 3600, cookieSecure: 'auto' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Acorduri <no-reply@acorduri.test>',
      adminEmail: 'admin@acorduri.test',
    });
    expect(config.captcha.hcaptchaSecret).toBeUndefined();
    expect(config.rateLimits.auth).toEqual({ max: 20, windowSeconds: 900 });
  });

  it('reads the explicit values', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://acorduri.example/',
      SESSION_COOKIE_SECURE: '1',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      RATE_LIMIT_WRITE_MAX: '5',
    });
    expect(config.publicUrl).toBe('https://acorduri.example');
    expect(config.session.cookieSecure).toBe(true);
    expect(config.mail.smtpUrl).toBe('smtp://user:pass@mail.example:587');
    expect(config.rateLimits.write.max).toBe(5);
  });

  it('defaults the public URL to the address printed at start, the host it listens on', () => {
    expect(loadConfig({ HOST: 'acorduri.lan', PORT: '8080' }).publicUrl).toBe('http://acorduri.lan:8080');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '3001' }).publicUrl).toBe('http://[::1]:3001');
  });

  it('needs PUBLIC_URL when the system chooses the port', () => {
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PORT: '0', PUBLIC_URL: 'http://127.0.0.1:5123' }).publicUrl).toBe(
      'http://127.0.0.1:5123',
    );
  });

  it('refuses a non-SMTP mail URL and a bad admin address', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nu-e-adresa' })).toThrow(/ADMIN_EMAIL/);
  });
});
