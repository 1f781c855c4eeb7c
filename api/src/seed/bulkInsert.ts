import type { ModelOf } from '../db/modelOf';
import type { StepProgress } from './seedProgress';

/**
 * Small enough that one insert never holds the embedded engine's thread for long (its write batches also run in
 * slices). The seed writes with only the `_id` and unique indexes kept per insert; the others are built once after
 * the data (`deferredIndexes.ts`).
 */
export const SEED_BATCH = 1000;

interface SeedDocument {
  readonly _id: unknown;
}

/**
 * Inserts the documents of one batch that are not in the collection yet, skipping mongoose hydration and
 * validation (`lean`; callers provide every field, defaults included). Seed ids are deterministic, so a rerun
 * after an interrupted seed writes exactly what is missing.
 */
export async function insertMissing<T>(model: ModelOf<T>, docs: readonly SeedDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const present = await model.collection
    .find({ _id: { $in: docs.map((doc) => doc._id) } } as never, { projection: { _id: 1 } })
    .toArray();
  const known = new Set(present.map((doc) => String(doc._id)));
  const missing = known.size === 0 ? docs : docs.filter((doc) => !known.has(String(doc._id)));
  if (missing.length > 0) await model.insertMany(missing, { ordered: false, lean: true });
}

/** Inserts what is missing of `docs` in bounded batches, reporting each batch to the step's progress. */
export async function bulkInsert<T>(
  model: ModelOf<T>,
  docs: readonly SeedDocument[],
  progress?: StepProgress,
): Promise<void> {
  for (let start = 0; start < docs.length; start += SEED_BATCH) {
    const batch = docs.slice(start, start + SEED_BATCH);
    await insertMissing(model, batch);
    progress?.advance(batch.length);
  }
}
