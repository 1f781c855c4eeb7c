import { tmpdir } from 'node:os';
import path from 'node:path';

let started = 0;

/**
 * A Unix domain socket path of its own for an engine this process starts (`socketPath`), or undefined where the
 * driver cannot use one (Windows). Short on purpose: a socket path has a limit of about 100 bytes.
 */
export function localSocketPath(): string | undefined {
  if (process.platform === 'win32') return undefined;
  started += 1;
  return path.join(tmpdir(), `acorduri-mongo-${process.pid}-${started}.sock`);
}
