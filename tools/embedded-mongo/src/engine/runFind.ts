import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type Collection, mingoOptions, type ScanStats } from './Collection';
import type { Doc } from './documents';

export interface FindOptions {
  readonly filter: Doc;
  readonly sort?: Doc;
  readonly projection?: Doc;
  readonly skip?: number;
  readonly limit?: number;
  readonly hint?: unknown;
  readonly collation?: Doc;
}

function usableSort(sort: Doc | undefined): Doc | undefined {
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
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/** find semantics: index-assisted match, then sort, skip, limit and projection (mingo's, in that order). */
export function runFind(collection: Collection, options: FindOptions, stats?: ScanStats): Doc[] {
  let docs = collection.match(options.filter, options, stats).map((record) => record.doc);
  const sort = usableSort(options.sort);
  // mingo queries are costly to build, so plain skip/limit are array slices and single results skip sorting.
  if (sort && docs.length > 1) {
    docs = new Query({}, mingoOptions(options.collation))
      .find<Doc>(docs)
      .sort(sort as Record<string, 1 | -1>)
      .all();
  }
  if (options.skip || options.limit) {
    const start = options.skip ?? 0;
    docs = docs.slice(start, options.limit ? start + options.limit : undefined);
  }
  const projection =
    options.projection && Object.keys(options.projection).length > 0 ? options.projection : undefined;
  if (projection && docs.length > 0) docs = new Query({}, mingoOptions()).find<Doc>(docs, projection).all();
  return docs;
}
