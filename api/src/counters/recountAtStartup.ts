import type { Logger } from '../logger';
import { recountCounters } from './recountCounters';

/**
 * Every start recounts in the background, so a kill -9 between a write and its counter update (no transactions
 * on a standalone server or the embedded engine) is repaired without a marker of clean stops; it reads only
 * counter fields and index keys, and serving does not wait for it (bench/README.md has its cost).
 */
export function recountAtStartup(logger: Logger): Promise<void> {
  const started = performance.now();
  return recountCounters()
    .then((reports) => {
      const corrected = reports.filter((report) => report.corrected > 0);
      const ms = Math.round(performance.now() - started);
      if (corrected.length > 0) logger.warn({ corrected, ms }, 'counters repaired to their recount');
      else logger.info({ ms }, 'counters equal their recount');
    })
    .catch((error: unknown) => logger.error({ err: error }, 'counter recount failed'));
}
