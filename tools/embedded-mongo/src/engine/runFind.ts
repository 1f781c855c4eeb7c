import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type Collection, mingoOptions, type ScanStats } from './Collection';
import type { Doc } from './documents';
import { projectDocuments } from './projectDocuments';
import { type SortSpec, sortDocuments } from './sortDocuments';

export interface FindOptions {
  readonly filter: Doc;
  readonly sort?: Doc;
  readonly projection?: Doc;
  readonly skip?: number;
  readonly limit?: number;
  readonly hint?: unknown;
  readonly collation?: Doc;
}

export function usableSort(sort: Doc | undefined): SortSpec | undefined {
  if (!sort) return undefined;
  const fields = Object.entries(sort).filter(([field]) => field !== '$natural');
  for (const [field, direction] of fields) {
    if (direction !== 1 && direction !== -1) {
      throw new MongoCommandError(
        ErrorCodes.BadValue,
        `$sort key ordering must be 1 (for ascending) or -1 (for descending) (field: ${field})`,
      );
    }
  }
  return fields.length > 0 ? (Object.fromEntries(fields) as SortSpec) : undefined;
}

/**
 * Sorts in memory: BSON order, as an index walk gives; with a collation locale, mingo's collation-aware sort.
 */
export function orderDocuments(docs: Doc[], sort: SortSpec, collation: Doc | undefined): Doc[] {
  if (docs.length < 2) return docs;
  const options = mingoOptions(collation);
  return options.collation
    ? new Query({}, options).find<Doc>(docs).sort(sort).all()
    : sortDocuments(docs, sort);
}

/** find semantics: index-assisted match, then sort, skip, limit and projection (mingo's, in that order). */
export function runFind(collection: Collection, options: FindOptions, stats?: ScanStats): Doc[] {
  const sort = usableSort(options.sort);
  const skip = options.skip ?? 0;
  const scanned = collection.scan(
    options.filter,
    { ...options, sort, limit: options.limit ? skip + options.limit : undefined },
    stats,
  );
  let docs = scanned.records.map((record) => record.doc);
  if (sort && !scanned.sorted) docs = orderDocuments(docs, sort, options.collation);
  if (skip || options.limit) docs = docs.slice(skip, options.limit ? skip + options.limit : undefined);
  const projection =
    options.projection && Object.keys(options.projection).length > 0 ? options.projection : undefined;
  if (projection) docs = projectDocuments(docs, projection);
  return docs;
}
