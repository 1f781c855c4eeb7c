import { forgetInstances, InstanceRegistration, type RunningInstance } from '../cluster/runningInstances';
import type { Logger } from '../logger';
import { type RecountReport, recountCounters } from './recountCounters';
import { lastCompletedRecount, releaseRecountLease, takeRecountLease } from './recountLease';

export interface RecountGuardTiming {
  /** How often an instance says it runs and looks for instances that stopped without a clean stop. */
  readonly heartbeatMs: number;
  /** An instance on another machine silent this long is taken as gone (one on this machine: when its pid is). */
  readonly silentAfterMs: number;
  /** The recount lease, renewed before each collection's counters: a recounter that dies lets go after this. */
  readonly leaseMs: number;
}

export const RECOUNT_GUARD_TIMING: RecountGuardTiming = {
  heartbeatMs: 10_000,
  silentAfterMs: 60_000,
  leaseMs: 5 * 60_000,
};

export type RecountOutcome = 'recounted' | 'not needed' | 'held elsewhere';

/**
 * Repairs counters only when something may have broken them, and in one instance at a time. Each serving
 * instance registers itself (`runninginstances`) and removes its entry on a clean stop; an entry left behind
 * means a write may have stored its document without its counters (no transactions on a standalone server or
 * the embedded engine). Then one instance, holding the lease in `counterrecounts`, recounts every counter
 * (`recountCounters`: safe beside live writes) and forgets the entries it repaired for. A database never
 * recounted by this version is recounted once. A clean restart recounts nothing.
 */
export class CounterRecountGuard {
  private readonly registration = new InstanceRegistration();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<unknown> | undefined;
  private recounting = false;

  constructor(
    private readonly logger: Logger,
    private readonly timing: RecountGuardTiming = RECOUNT_GUARD_TIMING,
  ) {}

  /** Registers this instance and starts the checks; the first one runs now, in the background. */
  async start(): Promise<void> {
    await this.registration.beat();
    this.check(true);
    this.timer = setInterval(() => {
      this.registration
        .beat()
        .catch((error: unknown) => this.logger.error({ err: error }, 'heartbeat failed'));
      this.check(false);
    }, this.timing.heartbeatMs);
    this.timer.unref();
  }

  /** A clean stop (no write cut short) removes this instance's entry; an unclean one leaves it for a recount. */
  async stop(clean: boolean): Promise<void> {
    clearInterval(this.timer);
    if (this.recounting) await releaseRecountLease(this.registration.id, false);
    if (clean) await this.registration.remove();
  }

  private check(first: boolean): void {
    if (this.checking) return;
    this.checking = this.recountIfNeeded()
      .then((outcome) => {
        if (first && outcome === 'not needed')
          this.logger.info('counters kept: every instance stopped cleanly');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'counter recount failed'))
      .finally(() => {
        this.checking = undefined;
      });
  }

  /** Recounts when an instance stopped without a clean stop or none ever recounted, unless another one does. */
  async recountIfNeeded(): Promise<RecountOutcome> {
    const gone = await this.registration.goneInstances(this.timing.silentAfterMs);
    const neverRecounted = gone.length === 0 && (await lastCompletedRecount()) === null;
    if (gone.length === 0 && !neverRecounted) return 'not needed';
    const holder = this.registration.id;
    const goneHolders = gone.map((instance) => instance._id);
    if (!(await takeRecountLease(holder, this.timing.leaseMs, goneHolders))) return 'held elsewhere';
    this.recounting = true;
    let completed = false;
    const started = performance.now();
    try {
      const reports = await this.recount(gone);
      await forgetInstances(gone);
      completed = true;
      this.report(reports, gone, Math.round(performance.now() - started));
      return 'recounted';
    } finally {
      this.recounting = false;
      await releaseRecountLease(holder, completed);
    }
  }

  private recount(gone: readonly RunningInstance[]): Promise<RecountReport[]> {
    this.logger.info(
      { gone: gone.map(({ host, pid, seenAt }) => ({ host, pid, seenAt })) },
      gone.length > 0
        ? 'recounting counters: an instance stopped uncleanly'
        : 'recounting counters: first check',
    );
    const holder = this.registration.id;
    return recountCounters({ beforeEachTarget: () => takeRecountLease(holder, this.timing.leaseMs) });
  }

  private report(reports: readonly RecountReport[], gone: readonly RunningInstance[], ms: number): void {
    const corrected = reports.filter((report) => report.corrected > 0);
    if (corrected.length > 0)
      this.logger.warn({ corrected, gone: gone.length, ms }, 'counters repaired to their recount');
    else this.logger.info({ gone: gone.length, ms }, 'counters equal their recount');
  }
}
