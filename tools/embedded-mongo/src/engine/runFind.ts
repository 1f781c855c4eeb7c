import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type Collection, mingoOptions, type ScanStats } from './Collection';
import type { Doc } from './documents';
import { projectDocuments } from './projectDocuments';
import { type SortSpec, sortDocuments } from './sortDocuments';
import { splitTextScoreFields, textScoreUnavailable } from './text/textScoreMeta';

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
  const scoreSort = splitTextScoreFields(options.sort);
  const scoreProjection = splitTextScoreFields(options.projection);
  const byScore = scoreSort.fields.length > 0;
  const sort = usableSort(scoreSort.rest);
  const skip = options.skip ?? 0;
  const scanned = collection.scan(
    options.filter,
    {
      ...options,
      sort,
      skip: byScore ? 0 : skip,
      limit: options.limit && !byScore ? skip + options.limit : undefined,
    },
    stats,
  );
  const scores = scanned.textScores;
  if (!scores && (byScore || scoreProjection.fields.length > 0)) throw textScoreUnavailable();
  let docs = scanned.records.map((record) => record.doc);
  if (sort && !scanned.sorted)
    docs = orderDocuments(docs, sort, options.collation ?? collection.defaultCollation);
  const scoreOf = new Map(
    scores ? scanned.records.map((record) => [record.doc, scores.get(record.rid) ?? 0]) : [],
  );
  // The text score orders before the other sort keys (they only break ties), highest first.
  if (byScore) docs = [...docs].sort((a, b) => scoreOf.get(b)! - scoreOf.get(a)!);
  const toSkip = skip - (scanned.skipped ?? 0);
  if (toSkip || options.limit) docs = docs.slice(toSkip, options.limit ? toSkip + options.limit : undefined);
  const projection =
    scoreProjection.rest && Object.keys(scoreProjection.rest).length > 0 ? scoreProjection.rest : undefined;
  const projected = projection ? projectDocuments(docs, projection, options.filter) : docs;
  if (scoreProjection.fields.length === 0) return projected;
  return projected.map((doc, position) => {
    const score = scoreOf.get(docs[position]!) ?? 0;
    return { ...doc, ...Object.fromEntries(scoreProjection.fields.map((field) => [field, score])) };
  });
}
