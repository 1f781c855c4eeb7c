import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const POLL_MS = 50;

let running = 0;

/**
 * Counts the write requests whose handler has not answered yet. A handler keeps running after its client hung
 * up, and the server's close does not wait for it; the graceful stop does, through `writesSettled`, so a stop
 * is called clean only when no write was cut between its document and its counters. The handler's `res.end`
 * (every answer, error or not, ends there) marks the end.
 */
export const inFlightWrites: RequestHandler = (req, res, next) => {
  if (READS.has(req.method)) return next();
  running += 1;
  const end = res.end;
  let ended = false;
  res.end = function (this: typeof res, ...args: Parameters<typeof end>) {
    if (!ended) {
      ended = true;
      running -= 1;
    }
    return end.apply(this, args);
  } as typeof end;
  next();
};

/** True once every write handler of this process has answered; false when some still run after `timeoutMs`. */
export async function writesSettled(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (running > 0) {
    if (Date.now() >= deadline) return false;
    await sleep(POLL_MS);
  }
  return true;
}
