// Shared by the API's process tests and the e2e global setup (e2e/support/server.ts imports it): the API server as
// a child process on a free port, ready once it answers /api/health.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const STOP_GRACE_MS = 10_000;

export interface ServerProcess {
  readonly url: string;
  /** SIGTERM, then SIGKILL if the server has not exited within 10 s. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  readonly cwd: string;
  /** Added to this process's environment after HOST, PORT and LOG_LEVEL=warn. */
  readonly env: Record<string, string>;
  /** How long the server may take to answer /api/health. */
  readonly timeoutMs: number;
}

function freePort(): Promise<number> {
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

/** Runs `node <args>` as the API server on a free port and resolves once it is healthy. */
export async function startServerProcess(
  args: readonly string[],
  { cwd, env, timeoutMs }: ServerProcessOptions,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    // A server that never became healthy must not outlive the caller (it holds the port and the output pipe).
    await stopProcess(child);
    throw error;
  }
  return { url, stop: () => stopProcess(child) };
}
