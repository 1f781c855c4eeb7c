import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createLogger } from '../src/logger';

function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'acorduri-web-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'shell/dist/main.1234abcd.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'shell/dist/sw.js'), 'self.skipWaiting()');
  // A page address is never looked up as a file of the build (shell files all have an extension).
  writeFileSync(path.join(root, 'shell/dist/contact'), 'not a page');
  mkdirSync(path.join(root, 'mf-public/dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-public/dist/remoteEntry.js'), 'var mf_public;');
  return root;
}

function appWith(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  return createApp({ config, logger: createLogger('silent'), dbEngine: 'embedded' });
}

describe('serving the composed site', () => {
  const webRoot = fakeWebRoot();
  const app = appWith({ WEB_ROOT: webRoot });

  it('serves the shell with the route title as history fallback for client routes', async () => {
    const response = await request(app).get('/contact').expect(200);
    expect(response.text).toContain(
      '<title>Contact | Acorduri pentru chitară</title><meta name="description"',
    );
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and revalidates remote entries', async () => {
    const hashed = await request(app).get('/main.1234abcd.js').expect(200);
    expect(hashed.headers['cache-control']).toContain('immutable');
    const entry = await request(app).get('/mf/mf-public/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('sends scripts without the security headers only a document reads or a request id, keeping those a script obeys', async () => {
    for (const file of ['/main.1234abcd.js', '/mf/mf-public/remoteEntry.js']) {
      const script = await request(app).get(file).expect(200);
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['strict-transport-security']).toBeUndefined();
      expect(script.headers['last-modified']).toBeUndefined();
      expect(script.headers['x-request-id']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers.etag).toBeDefined();
    }
    // The service worker runs under its own script's policy; pages keep every header.
    const worker = await request(app).get('/sw.js').expect(200);
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    const page = await request(app).get('/contact').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toBeDefined();
  });

  it('lists every remote in the default manifest', async () => {
    const response = await request(app).get('/mf/remotes.json').expect(200);
    expect(response.body.remotes).toEqual([
      { name: 'mf_public', entry: '/mf/mf-public/remoteEntry.js' },
      { name: 'mf_account', entry: '/mf/mf-account/remoteEntry.js' },
      { name: 'mf_admin', entry: '/mf/mf-admin/remoteEntry.js' },
      { name: 'mf_chords', entry: '/mf/mf-chords/remoteEntry.js' },
    ]);
  });

  it('re-reads a configured manifest file on every request', async () => {
    const file = path.join(webRoot, 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ name: 'mf_public', entry: 'https://cdn/v1/remoteEntry.js' }] }),
    );
    const configured = appWith({ WEB_ROOT: webRoot, MF_MANIFEST_FILE: file });
    expect((await request(configured).get('/mf/remotes.json')).body.remotes[0].entry).toContain('/v1/');
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ name: 'mf_public', entry: 'https://cdn/v2/remoteEntry.js' }] }),
    );
    expect((await request(configured).get('/mf/remotes.json')).body.remotes[0].entry).toContain('/v2/');
  });

  it('answers unknown API paths and missing remote files with 404, not the shell', async () => {
    const api = await request(app).get('/api/nu-exista').expect(404);
    expect(api.body).toEqual({ errors: ['Eroare (404). Resursa nu a fost găsită.'] });
    await request(app).get('/mf/mf-public/lipsa.js').expect(404);
  });

  it('rejects malformed JSON with the catalogue message instead of crashing', async () => {
    const response = await request(app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"nu":')
      .expect(400);
    expect(response.body).toEqual({ errors: ['Eroare (400). Vă rugăm să încercați mai târziu.'] });
  });

  it('explains that the site is not built yet', async () => {
    const empty = appWith({ WEB_ROOT: mkdtempSync(path.join(tmpdir(), 'acorduri-empty-')) });
    const response = await request(empty).get('/').expect(503);
    expect(response.text).toContain('npm run build');
  });
});
