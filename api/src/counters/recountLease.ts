import { leaseDocument } from '../cluster/leaseDocument';

const RECOUNT_ID = 'counters';

/** The one counter recount document: the recount's lease and when a recount last completed. */
const recount = leaseDocument({
  modelName: 'CounterRecount',
  collection: 'counterrecounts',
  id: RECOUNT_ID,
  fields: { completedAt: { type: Date, default: null } },
});

/**
 * Takes (or renews) the recount lease for `ms`; false while another instance holds it, unless it is one of
 * `goneHolders` (an instance killed while it recounted does not hold the recount back for the lease's 5 minutes).
 */
export const takeRecountLease = (holder: string, ms: number, goneHolders?: readonly string[]) =>
  recount.take(holder, ms, goneHolders);

/** Lets the lease go; a completed recount is remembered. */
export const releaseRecountLease = (holder: string, completed: boolean) =>
  recount.release(holder, completed ? { completedAt: new Date() } : {});

/** When a recount last completed; null on a database this version never recounted (older or imported data). */
export async function lastCompletedRecount(): Promise<Date | null> {
  return (
    (await recount.model.findById(RECOUNT_ID, { completedAt: 1 }).lean<{ completedAt: Date | null }>())
      ?.completedAt ?? null
  );
}
