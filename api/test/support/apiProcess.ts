import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '../..');
const TSX_CLI = require.resolve('tsx/cli');
const STOP_GRACE_MS = 10_000;

export interface ApiProcess {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
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
    if (child.exitCode !== null) throw new Error(`the API process exited early with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API process did not answer at ${url} within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The API's server entry as a real child process on a free port, run from the TypeScript sources through tsx
 * (so the test needs no build and checks the code beside it). Stop it in afterAll.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [TSX_CLI, '--conditions=source', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, stop: () => stopProcess(child) };
}
