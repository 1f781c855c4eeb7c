import type { Engine } from './Engine';
import { encodeValue, KEY_END, TypeClass } from './keyEncoding';

/**
 * Deletes documents whose TTL-indexed date is older than `expireAfterSeconds`, like mongod's TTL monitor. The
 * index itself finds the candidates: its Date keys are scanned up to the cut-off.
 */
export function expireTtlDocuments(engine: Engine, now = new Date()): number {
  let removed = 0;
  for (const database of engine.databaseList()) {
    for (const collection of database.collectionList()) {
      for (const index of collection.indexList()) {
        const seconds = index.spec.expireAfterSeconds;
        if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
        const cutoff = encodeValue(new Date(now.getTime() - seconds * 1000));
        const expired = new Set<number>();
        for (const entry of index.entries.range(TypeClass.Date, cutoff + KEY_END)) expired.add(entry.rid);
        for (const rid of expired) collection.delete(rid);
        removed += expired.size;
      }
    }
  }
  if (removed > 0) engine.store.commit();
  return removed;
}
