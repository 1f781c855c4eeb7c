import type { ModelOf } from '../db/modelOf';
import type { StepProgress } from './seedProgress';

/** Small enough that one insert never holds the embedded engine's thread for long. */
export const SEED_BATCH = 500;

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

/** Below this many documents, building the indexes afterwards saves less than the extra round trips cost. */
const INDEX_AFTER_MIN = 2000;

/**
 * Runs `write` into an empty collection without its secondary indexes and builds them afterwards: one sorted
 * build per index (the engine's stepped background build, or mongod's bulk build) instead of an index update
 * per inserted key. A collection with documents keeps its indexes. The indexes are ensured at the end in any
 * case, so a run interrupted after the drop gets them back when it is resumed.
 */
export async function withIndexesBuiltAfter<T>(model: ModelOf<T>, write: () => Promise<void>): Promise<void> {
  if ((await model.collection.estimatedDocumentCount()) === 0) await model.collection.dropIndexes();
  await write();
  await model.createIndexes();
}

/** Inserts what is missing of `docs` in bounded batches, reporting each batch to the step's progress. */
export async function bulkInsert<T>(
  model: ModelOf<T>,
  docs: readonly SeedDocument[],
  progress?: StepProgress,
): Promise<void> {
  const write = async () => {
    for (let start = 0; start < docs.length; start += SEED_BATCH) {
      const batch = docs.slice(start, start + SEED_BATCH);
      await insertMissing(model, batch);
      progress?.advance(batch.length);
    }
  };
  await (docs.length >= INDEX_AFTER_MIN ? withIndexesBuiltAfter(model, write) : write());
}
