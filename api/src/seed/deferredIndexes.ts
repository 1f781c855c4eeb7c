import mongoose from 'mongoose';
import type { StepProgress } from './seedProgress';

/**
 * Drops the non-unique indexes of every model whose collection is still empty, so the seed writes its documents
 * with only the `_id` and unique indexes to keep up (the unique ones check every write, and the seed's upserts
 * find their documents by them). Keeping every index up to date per insert cost most of the seed's time and grew
 * much faster than the data (word and trigram arrays: many keys per document). `createMissingIndexes` creates them
 * once the data is written.
 */
export async function deferIndexes(): Promise<void> {
  for (const model of Object.values(mongoose.models)) {
    if ((await model.collection.countDocuments({}, { limit: 1 })) > 0) continue;
    for (const index of await model.collection.indexes()) {
      if (index.name && index.name !== '_id_' && !index.unique) await model.collection.dropIndex(index.name);
    }
  }
}

/**
 * Creates every model's missing indexes (those deferred, and those of a run interrupted before this step) over
 * the written data, one collection after another. On the embedded engine each index of a large collection is
 * built from its grouped keys in bounded background steps (other commands are answered meanwhile) and
 * `createIndexes` replies once it is ready, as on mongod. Answers how many indexes it created.
 */
export async function createMissingIndexes(progress: StepProgress): Promise<number> {
  const models = Object.values(mongoose.models);
  const counts = await Promise.all(models.map((model) => model.collection.estimatedDocumentCount()));
  progress.total(counts.reduce((sum, count) => sum + count, 0));
  let created = 0;
  for (const [position, model] of models.entries()) {
    const before = (await model.collection.indexes()).length;
    await model.createIndexes();
    created += (await model.collection.indexes()).length - before;
    progress.advance(counts[position] ?? 0);
  }
  return created;
}
