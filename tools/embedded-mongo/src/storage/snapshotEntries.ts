import { ID_INDEX_NAME } from '../engine/Collection';
import type { Database } from '../engine/Database';
import type { JournalEntry } from '../engine/journalEntry';

/** The shortest journal that rebuilds a database: its collections, their indexes, then their documents. */
export function* snapshotEntries(database: Database): Generator<JournalEntry> {
  for (const collection of database.collectionList()) {
    yield { op: 'createCollection', coll: collection.name, options: collection.options };
    for (const index of collection.indexList()) {
      if (index.name !== ID_INDEX_NAME) yield { op: 'createIndex', coll: collection.name, spec: index.spec };
    }
    for (const { doc } of collection.allRecords()) yield { op: 'insert', coll: collection.name, doc };
  }
}
