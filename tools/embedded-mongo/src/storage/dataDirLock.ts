import fs from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running process that holds `directory`'s lock, if any: a lock left by a process that has ended is free. */
export function runningLockOwner(directory: string): number | undefined {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(path.join(directory, 'LOCK'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return Number.isInteger(owner) && isRunning(owner) ? owner : undefined;
}

/**
 * Claims a data directory for this process, so two engines never append to the same journals. A lock left by
 * a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(directory: string): () => void {
  const lockPath = path.join(directory, 'LOCK');
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = runningLockOwner(directory);
    if (owner !== undefined && owner !== process.pid) {
      throw new Error(`Data directory ${directory} is in use by process ${owner}`);
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}
