import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createLogger } from '../src/logger';
import { builtShellWebRoot } from './support/builtShell';

function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  return createApp({ config, logger: createLogger('silent'), dbEngine: 'embedded' });
}

/** The Content-Security-Policy header of a response, as `directive → sources`. */
async function policyOf(app: ReturnType<typeof appWith>, url = '/api/nu-exista') {
  const header = (await request(app).get(url)).headers['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part: string) => part.trim().split(/\s+/))
      .filter(([name]: string[]) => name)
      .map(([name, ...sources]: string[]) => [name, sources]),
  ) as Record<string, string[]>;
}

function manifestFile(entries: Record<string, string>): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'acorduri-csp-')), 'remotes.json');
  writeFileSync(
    file,
    JSON.stringify({ remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })) }),
  );
  return file;
}

describe('Content-Security-Policy', () => {
  it('lets scripts and connections come only from the site with the default manifest', async () => {
    const policy = await policyOf(appWith());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-elem']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==' *$/)]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('adds the origins the manifest loads remotes from, once each, on API answers too', async () => {
    const file = manifestFile({
      mf_public: 'https://cdn.example/mf-public/v3/remoteEntry.js',
      mf_account: 'https://cdn.example/mf-account/v1/remoteEntry.js',
      mf_admin: '/mf/mf-admin/remoteEntry.js',
      mf_chords: 'http://127.0.0.1:4100/remoteEntry.js',
    });
    const app = appWith({ MF_MANIFEST_FILE: file });
    for (const url of ['/api/nu-exista', '/mf/remotes.json']) {
      const policy = await policyOf(app, url);
      for (const directive of ['script-src', 'script-src-elem', 'connect-src']) {
        expect(policy[directive]).toEqual(["'self'", 'https://cdn.example', 'http://127.0.0.1:4100']);
      }
    }
  });

  it('follows a manifest rewritten while the site runs', async () => {
    const file = manifestFile({ mf_public: 'https://cdn.example/v1/remoteEntry.js' });
    const app = appWith({ MF_MANIFEST_FILE: file });
    expect((await policyOf(app))['script-src-elem']).toEqual(["'self'", 'https://cdn.example']);
    writeFileSync(
      file,
      JSON.stringify({
        remotes: [{ name: 'mf_public', entry: 'https://static.other.example/remoteEntry.js' }],
      }),
    );
    expect((await policyOf(app))['script-src-elem']).toEqual(["'self'", 'https://static.other.example']);
  });

  it('keeps the site-only policy when the manifest cannot be read', async () => {
    const app = appWith({ MF_MANIFEST_FILE: path.join(tmpdir(), 'acorduri-lipsa', 'remotes.json') });
    expect((await policyOf(app, '/api/nu-exista'))['connect-src']).toEqual(["'self'"]);
  });

  it('gives each page a fresh style nonce, named in the page for styled-components', async () => {
    const app = appWith({
      WEB_ROOT: builtShellWebRoot(
        '<!doctype html><html lang="ro"><head><title>shell</title></head><body><header></header></body></html>',
      ),
    });
    const nonces = [];
    for (let page = 0; page < 2; page += 1) {
      const response = await request(app).get('/contact').expect(200);
      const [, nonce] = /'nonce-([^']+)'/.exec(response.headers['content-security-policy'] ?? '') ?? [];
      // First in the head (preload links of the page's scripts may follow it, before the title).
      expect(response.text).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
      expect(response.text).toMatch(/<title>[^<]+<\/title>/);
      expect(response.text).toContain('<header></header>');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
    // The shell file itself carries no nonce: it is only served as a page.
    await request(app).get('/index.html').expect(301).expect('Location', '/');
  });
});
