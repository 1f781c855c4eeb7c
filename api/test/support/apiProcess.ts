import path from 'node:path';
import { type ServerProcess, startServerProcess } from './serverProcess';

const API_ROOT = path.resolve(__dirname, '../..');
const TSX_CLI = require.resolve('tsx/cli');

export type ApiProcess = ServerProcess;

/**
 * The API's server entry as a real child process on a free port, run from the TypeScript sources through tsx
 * (so the test needs no build and checks the code beside it). Stop it in afterAll.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  return startServerProcess([TSX_CLI, '--conditions=source', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { NODE_ENV: 'test', ...env },
    timeoutMs,
  });
}
