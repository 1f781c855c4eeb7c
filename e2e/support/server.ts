import path from 'node:path';
// The API's own test support starts the server the same way (one free-port and health-wait implementation).
import { type ServerProcess, startServerProcess } from '../../api/test/support/serverProcess';
import { REPO_ROOT } from './paths';

export type RunningSite = ServerProcess;

export interface StartSiteOptions {
  /** How long the server may take to answer /api/health (a first start seeds the demo data). */
  readonly healthTimeoutMs?: number;
}

/** Starts the production server exactly as `npm start` runs it, on a free port with a throw-away database. */
export function startSite(
  env: Record<string, string>,
  { healthTimeoutMs = 60_000 }: StartSiteOptions = {},
): Promise<RunningSite> {
  return startServerProcess([path.join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: { NODE_ENV: 'production', ...env },
    timeoutMs: healthTimeoutMs,
  });
}
