import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createLogger } from '../src/logger';

const mockHelmetRuns = { count: 0 };

// Counts the runs of helmet's middlewares: the headers are written by helmet once per manifest version.
jest.mock('helmet', () => {
  const actual = jest.requireActual('helmet');
  const helmet = (options: unknown) => {
    const headers: RequestHandler = actual.default(options);
    const counted: RequestHandler = (req, res, next) => {
      mockHelmetRuns.count += 1;
      headers(req, res, next);
    };
    return counted;
  };
  return { __esModule: true, default: helmet };
});

function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  return createApp({ config, logger: createLogger('silent'), dbEngine: 'embedded' });
}

function manifestFile(entry: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'acorduri-headers-')), 'remotes.json');
  writeFileSync(file, JSON.stringify({ remotes: [{ name: 'mf_public', entry }] }));
  return file;
}

/** helmet's headers other than the policy, in the order it sets them. */
const HELMET_HEADERS = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

async function securityHeadersOf(app: ReturnType<typeof appWith>) {
  const response = await request(app).get('/api/nu-exista').expect(404);
  // The header names as sent, in order (supertest's `headers` is an object).
  const { rawHeaders } = (response as unknown as { res: IncomingMessage }).res;
  const names = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
  const policy = response.headers['content-security-policy'] ?? '';
  return { names, headers: response.headers, policy, nonce: /'nonce-([^']+)'/.exec(policy)?.[1] };
}

describe('security headers', () => {
  beforeEach(() => {
    mockHelmetRuns.count = 0;
  });

  it("sends helmet's headers in helmet's order with a fresh nonce each time, running helmet once", async () => {
    const app = appWith();
    const first = await securityHeadersOf(app);
    const second = await securityHeadersOf(app);
    expect(mockHelmetRuns.count).toBe(1);
    const policyAt = first.names.indexOf('content-security-policy');
    expect(first.names.slice(policyAt + 1, policyAt + 1 + HELMET_HEADERS.length)).toEqual(
      HELMET_HEADERS.map(([name]) => name),
    );
    for (const [name, value] of HELMET_HEADERS) expect(first.headers[name as string]).toBe(value);
    expect(first.headers['x-powered-by']).toBeUndefined();
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.policy.replace(second.nonce ?? '', 'N')).toBe(first.policy.replace(first.nonce ?? '', 'N'));
  });

  it('runs helmet again only when the manifest changes', async () => {
    const file = manifestFile('https://cdn.example/v1/remoteEntry.js');
    const app = appWith({ MF_MANIFEST_FILE: file });
    for (let call = 0; call < 3; call += 1) {
      expect((await securityHeadersOf(app)).policy).toContain("script-src 'self' https://cdn.example;");
    }
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ name: 'mf_public', entry: 'https://other.example/remoteEntry.js' }] }),
    );
    for (let call = 0; call < 3; call += 1) {
      expect((await securityHeadersOf(app)).policy).toContain("script-src 'self' https://other.example;");
    }
    // One run for the site-only policy made at start, one per manifest version.
    expect(mockHelmetRuns.count).toBe(3);
  });
});
