import type { Doc } from './documents';
import type { IndexSpec } from './Index';

/** One durable change, as written to a database's journal and replayed at start. */
export type JournalEntry =
  | { op: 'createCollection'; coll: string; options: Doc }
  | { op: 'setOptions'; coll: string; options: Doc }
  | { op: 'dropCollection'; coll: string }
  | { op: 'renameCollection'; coll: string; to: string }
  | { op: 'createIndex'; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; coll: string; name: string }
  | { op: 'insert'; coll: string; doc: Doc }
  | { op: 'replace'; coll: string; doc: Doc }
  | { op: 'delete'; coll: string; id: unknown };

/** Receives every change of one database, in order. */
export interface ChangeSink {
  record(entry: JournalEntry): void;
}
