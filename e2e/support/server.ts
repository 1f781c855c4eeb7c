import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './paths';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not become healthy at ${url} within ${timeoutMs} ms`);
}

export interface RunningSite {
  readonly url: string;
  stop(): Promise<void>;
}

export interface StartSiteOptions {
  /** How long the server may take to answer /api/health (a first start seeds the demo data). */
  readonly healthTimeoutMs?: number;
}

/** Starts the production server exactly as `npm start` runs it, on a free port with a throw-away database. */
export async function startSite(
  env: Record<string, string>,
  { healthTimeoutMs = 60_000 }: StartSiteOptions = {},
): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, healthTimeoutMs);
  } catch (error) {
    // A server that never became healthy must not outlive the run (it holds the port and the output pipe).
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
