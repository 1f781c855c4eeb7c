import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createLogger } from '../src/logger';

const SCRIPT = `console.log(${JSON.stringify('acorduri '.repeat(400))});\n`;

/** A web root whose remote and shell folders hold a script with its build-time `.br` and one without. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'acorduri-br-'));
  for (const folder of ['shell/dist', 'mf-public/dist']) {
    const dist = path.join(root, folder);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), SCRIPT);
    writeFileSync(path.join(dist, 'remoteEntry.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'main.1234abcd.js'), SCRIPT);
    writeFileSync(path.join(dist, 'main.1234abcd.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'plain.5678abcd.js'), SCRIPT);
  }
  return root;
}

const app = createApp({
  config: loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: webRoot() }),
  logger: createLogger('silent'),
  dbEngine: 'embedded',
});

describe('scripts compressed at build time', () => {
  it.each(['/mf/mf-public/remoteEntry.js', '/main.1234abcd.js'])(
    'sends %s as its .br file to a browser accepting brotli, typed as JavaScript',
    async (url) => {
      const res = await request(app).get(url).set('Accept-Encoding', 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      // The build's file, byte for byte (the client decompresses it for the next check).
      expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(SCRIPT);
    },
  );

  it('keeps an unhashed entry revalidated and a hashed chunk immutable when sent compressed', async () => {
    const entry = await request(app).get('/mf/mf-public/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/mf/mf-public/main.1234abcd.js').set('Accept-Encoding', 'br');
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
  });

  it('sends the plain file to a browser without brotli', async () => {
    const res = await request(app).get('/mf/mf-public/remoteEntry.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('compresses a script without a .br file on the fly', async () => {
    const res = await request(app).get('/plain.5678abcd.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(SCRIPT);
  });

  it('never serves a file outside the build folder', async () => {
    const res = await request(app)
      .get('/mf/mf-public/..%2f..%2fshell%2fdist%2fmain.1234abcd.js')
      .set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).not.toBe('br');
  });
});
