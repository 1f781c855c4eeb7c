import { leaseDocument } from '../cluster/leaseDocument';

/** The one chord-set backfill lease: several instances on one database start together, one backfills. */
const backfill = leaseDocument({
  modelName: 'ChordSetBackfill',
  collection: 'chordsetbackfills',
  id: 'chord-sets',
});

/** Takes (or renews) the backfill lease for `ms`; false while another instance holds it. */
export const takeBackfillLease = (holder: string, ms: number) => backfill.take(holder, ms);

export const releaseBackfillLease = (holder: string) => backfill.release(holder);
