import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { backfillChordSets, oldestChordSetVersion } from './chordSet.backfill';
import { releaseBackfillLease, takeBackfillLease } from './chordSetBackfillLease';
import { CHORD_SET_VERSION } from './tabChordFields';

export interface BackfillTiming {
  /** The lease, renewed before each batch: a backfilling instance that dies lets go after this. */
  readonly leaseMs: number;
  /** How often an instance that does not hold the lease looks again whether older tabs remain. */
  readonly retryMs: number;
  /** The share of the time the backfill works; it rests the remainder after each batch, so reads stay fast. */
  readonly duty: number;
}

export const BACKFILL_TIMING: BackfillTiming = { leaseMs: 60_000, retryMs: 30_000, duty: 0.5 };

/**
 * Brings older tabs' chord sets up to CHORD_SET_VERSION behind a serving instance, after it listens: a version
 * bump rewrites every tab (minutes on a large archive), which must not hold the start. Among the instances on one
 * database the holder of the lease works; the others look again every `retryMs` and take over from a holder that
 * died. Meanwhile the "Ce pot cânta" answers read each tab as its version allows (api README).
 */
export class ChordSetBackfill {
  private readonly holder = randomUUID();
  private stopping = false;
  private wake: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly timing: BackfillTiming = BACKFILL_TIMING,
  ) {}

  start(): void {
    this.running = this.run().catch((error: unknown) =>
      this.logger.error({ err: error }, 'chord-set backfill stopped by an error; the next start resumes it'),
    );
  }

  /** Stops after the batch in progress and lets the lease go. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
  }

  private async run(): Promise<void> {
    while (!this.stopping && (await oldestChordSetVersion()) < CHORD_SET_VERSION) {
      if (!(await takeBackfillLease(this.holder, this.timing.leaseMs))) {
        await this.sleep(this.timing.retryMs);
        continue;
      }
      const started = performance.now();
      this.logger.info(
        { version: CHORD_SET_VERSION },
        'chord sets: bringing older tabs up to date in the background',
      );
      try {
        const tabs = await backfillChordSets({
          goOn: async () => !this.stopping && (await takeBackfillLease(this.holder, this.timing.leaseMs)),
          rest: (batchMs) => this.sleep((batchMs * (1 - this.timing.duty)) / this.timing.duty),
        });
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        this.logger.info(
          { tabs, seconds, stopped: this.stopping },
          'chord sets: older tabs brought up to date',
        );
        // Older tabs left that this pass could not change (another instance's derivation): look again later.
        if (tabs === 0) await this.sleep(this.timing.retryMs);
      } finally {
        await releaseBackfillLease(this.holder);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
