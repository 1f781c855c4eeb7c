import type { ModelOf } from '../db/modelOf';

const BATCH_SIZE = 2000;

/**
 * Inserts complete documents in unordered batches, skipping mongoose hydration and validation (`lean`), which is
 * what keeps seeding fast; callers provide every field, defaults included.
 */
export async function bulkInsert<T>(model: ModelOf<T>, docs: readonly object[]): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    await model.insertMany(docs.slice(start, start + BATCH_SIZE), { ordered: false, lean: true });
  }
}
