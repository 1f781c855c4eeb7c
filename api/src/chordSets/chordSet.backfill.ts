import { TabModel } from '../tabs/tab.model';
import { rememberChordSets } from './chordSetTree';
import { CHORD_SET_VERSION, tabChordFields } from './tabChordFields';

const BATCH = 1000;

/**
 * Tabs written before they carried their chord set (or by an older derivation) get it at start, a batch at a time
 * so a large archive is never held in memory; each batch's sets join the tree before the tabs point at them.
 * Idempotent: afterwards every write path sets the fields and the query finds nothing. Answers how many tabs.
 */
export async function backfillChordSets(): Promise<number> {
  let completed = 0;
  for (;;) {
    const tabs = await TabModel.find({ chordSetVersion: { $ne: CHORD_SET_VERSION } }, { body: 1 })
      .limit(BATCH)
      .lean();
    if (tabs.length === 0) return completed;
    const fields = tabs.map((tab) => tabChordFields(tab.body));
    await rememberChordSets(fields.map((field) => field.chordKey));
    await TabModel.bulkWrite(
      tabs.map((tab, index) => ({
        updateOne: { filter: { _id: tab._id }, update: { $set: fields[index]! } },
      })),
      { ordered: false, timestamps: false },
    );
    completed += tabs.length;
  }
}
