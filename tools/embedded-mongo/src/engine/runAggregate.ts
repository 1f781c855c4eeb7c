import { Aggregator } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import {
  type Collection,
  type CountOptions,
  mingoOptions,
  type ScanStats,
  type StoredRecord,
} from './Collection';
import { cloneDocument, type Doc, isPlainDocument } from './documents';
import { fieldsReadUpToGroup, pickFields } from './groupedFields';
import { matchView } from './numberTypes';
import { TEXT_SCORE_FIELD, withTextScoreField } from './text/textScoreMeta';

/** Stages evaluated by mingo. Each is listed on purpose: anything else fails instead of misbehaving. */
const SUPPORTED_STAGES = new Set([
  '$addFields',
  '$bucket',
  '$bucketAuto',
  '$count',
  '$densify',
  '$facet',
  '$fill',
  '$graphLookup',
  '$group',
  '$limit',
  '$lookup',
  '$match',
  '$project',
  '$redact',
  '$replaceRoot',
  '$replaceWith',
  '$sample',
  '$set',
  '$setWindowFields',
  '$skip',
  '$sort',
  '$sortByCount',
  '$unionWith',
  '$unset',
  '$unwind',
]);

/** Stages that only filter, reorder or build new documents: stored documents can be fed to them uncopied. */
const READ_ONLY_STAGES = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$group',
  '$sample',
  '$sortByCount',
]);

function stageName(stage: unknown): string {
  if (!isPlainDocument(stage) || Object.keys(stage).length !== 1) {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      'A pipeline stage specification object must contain exactly one field.',
    );
  }
  return Object.keys(stage)[0]!;
}

/** Validates every stage name, nested $facet/$lookup pipelines included. Returns whether all are read-only. */
function validatePipeline(pipeline: readonly unknown[]): boolean {
  let readOnly = true;
  for (const stage of pipeline) {
    const name = stageName(stage);
    if (name === '$changeStream') {
      // mongod's own answer on a standalone: change streams need a replica set's oplog.
      throw new MongoCommandError(40573, 'The $changeStream stage is only supported on replica sets');
    }
    if (!SUPPORTED_STAGES.has(name)) {
      throw new MongoCommandError(
        ErrorCodes.UnrecognizedPipelineStage,
        `Unrecognized pipeline stage name: '${name}' (not supported by the embedded engine)`,
      );
    }
    if (!READ_ONLY_STAGES.has(name)) readOnly = false;
    const spec = (stage as Doc)[name];
    if (name === '$facet' && isPlainDocument(spec)) {
      for (const sub of Object.values(spec)) if (Array.isArray(sub)) validatePipeline(sub);
    }
    if (
      (name === '$lookup' || name === '$unionWith') &&
      isPlainDocument(spec) &&
      Array.isArray(spec.pipeline)
    ) {
      validatePipeline(spec.pipeline);
    }
  }
  return readOnly;
}

export interface AggregateInput {
  /** The collection read by the pipeline; undefined when it does not exist (no documents). */
  readonly collection: Collection | undefined;
  readonly pipeline: readonly unknown[];
  readonly resolveCollection: (name: string) => Collection | undefined;
  readonly hint?: unknown;
  readonly collation?: Doc;
  readonly variables?: Doc;
}

/** A group key that is a constant (not a field path or an expression): every document lands in one group. */
function isConstantKey(key: unknown): boolean {
  return (
    key === null ||
    typeof key === 'number' ||
    typeof key === 'boolean' ||
    (typeof key === 'string' && !key.startsWith('$'))
  );
}

/** `[{ $group: { _id: <key>, <name>: { $sum: 1 } } }]`: a pipeline that only counts the matches per key. */
function countingGroup(pipeline: readonly unknown[]): { key: unknown; name: string } | undefined {
  const [only, ...rest] = pipeline;
  if (rest.length > 0 || !isPlainDocument(only) || !isPlainDocument(only.$group)) return undefined;
  const { _id: key, ...accumulators } = only.$group;
  const names = Object.keys(accumulators);
  const accumulator = accumulators[names[0] ?? ''];
  const countsOne =
    names.length === 1 &&
    isPlainDocument(accumulator) &&
    Object.keys(accumulator).length === 1 &&
    accumulator.$sum === 1;
  return '_id' in only.$group && countsOne ? { key, name: names[0]! } : undefined;
}

/**
 * A counting `$group` after the $match is answered from index keys where it can, without handing every document
 * to mingo: by a constant (the driver's countDocuments) from the number of matches, as mongod's COUNT stage does;
 * by a top-level field the match pins to a list of values (`{ f: { $in: [...] } }`) from each value's key count.
 */
function countOnly(pipeline: readonly unknown[], collection: Collection, filter: Doc, options: CountOptions) {
  const group = countingGroup(pipeline);
  if (!group) return undefined;
  if (isConstantKey(group.key)) {
    const matches = collection.count(filter, options);
    return matches === 0 ? [] : [{ _id: group.key, [group.name]: matches }];
  }
  const field = typeof group.key === 'string' ? /^\$([^.$]+)$/.exec(group.key)?.[1] : undefined;
  if (!field) return undefined;
  const counts = collection.countByPoint(filter, field, options);
  return counts?.map(({ value, count }) => ({ _id: value, [group.name]: count }));
}

/** Runs a pipeline; a leading $match is answered through the collection's indexes. */
export function runAggregate(input: AggregateInput, stats?: ScanStats): Doc[] {
  const collation = input.collation ?? input.collection?.defaultCollation;
  const pipeline = [...input.pipeline];
  const first = pipeline[0];
  // `{ aggregate: 1, pipeline: [{ $documents: [...] }, ...] }`: the documents are the input, no collection read.
  if (isPlainDocument(first) && '$documents' in first) {
    if (!Array.isArray(first.$documents) || !first.$documents.every(isPlainDocument)) {
      throw new MongoCommandError(ErrorCodes.TypeMismatch, '$documents value must be an array of objects');
    }
    const rest = pipeline.slice(1);
    validatePipeline(rest);
    const docs = first.$documents.map((doc) => cloneDocument(doc as Doc));
    return rest.length > 0
      ? (runStages(rest, input, (found) => found.map((doc) => cloneDocument(doc))).run(docs) as Doc[])
      : docs;
  }
  const readOnly = validatePipeline(pipeline);
  let filter: Doc = {};
  if (isPlainDocument(first) && isPlainDocument(first.$match)) {
    filter = first.$match;
    pipeline.shift();
  }
  const counted = input.collection
    ? countOnly(pipeline, input.collection, filter, { hint: input.hint, collation })
    : undefined;
  if (counted) return counted;
  // A $sort right after the $match can come from index order (then dropped), a $limit after it ends the scan.
  const next = pipeline[0];
  const sort = isPlainDocument(next) && isPlainDocument(next.$sort) ? next.$sort : undefined;
  const after = pipeline[1];
  const limit = sort && isPlainDocument(after) && typeof after.$limit === 'number' ? after.$limit : undefined;
  const scanned = input.collection
    ? input.collection.scan(filter, { hint: input.hint, collation, sort, limit }, stats)
    : { records: [], sorted: false };
  if (sort && scanned.sorted) pipeline.shift();
  const scores = scanned.textScores;
  if (scores) return runWithTextScores(scanned.records, scores, pipeline, input);
  if (pipeline.length === 0) return scanned.records.map((record) => record.doc);
  // Stages compute on values: they read the plain view of documents that keep number types.
  const matched = scanned.records.map((record) => matchView(record.doc));
  const copy = (docs: Doc[]) => (readOnly ? docs : docs.map((doc) => cloneDocument(doc)));
  // Stages up to a $group that read a few fields get copies of those fields only: an $unwind copied whole tabs
  // (bodies and search grams) for the start-up recount's count per category.
  const fields = readOnly ? undefined : fieldsReadUpToGroup(pipeline);
  const documents = fields ? matched.map((doc) => cloneDocument(pickFields(doc, fields))) : copy(matched);
  return runStages(pipeline, input, copy).run(documents) as Doc[];
}

/**
 * After a `$text` match each document carries its score in TEXT_SCORE_FIELD, which `{ $meta: 'textScore' }` in
 * the stages reads; the field is taken off the results.
 */
function runWithTextScores(
  records: readonly StoredRecord[],
  scores: ReadonlyMap<number, number>,
  pipeline: readonly unknown[],
  input: AggregateInput,
): Doc[] {
  const scored = records.map((record) => ({
    ...cloneDocument(matchView(record.doc)),
    [TEXT_SCORE_FIELD]: scores.get(record.rid) ?? 0,
  }));
  const stages = pipeline.map((stage) => withTextScoreField(stage));
  const copy = (docs: Doc[]) => docs.map((doc) => cloneDocument(doc));
  const results = stages.length > 0 ? (runStages(stages, input, copy).run(scored) as Doc[]) : scored;
  for (const doc of results) delete doc[TEXT_SCORE_FIELD];
  return results;
}

function runStages(
  pipeline: readonly unknown[],
  input: AggregateInput,
  copy: (docs: Doc[]) => Doc[],
): Aggregator {
  return new Aggregator(pipeline as Doc[], {
    ...mingoOptions(input.collation ?? input.collection?.defaultCollation),
    variables: input.variables,
    collectionResolver: (name: string) => {
      const joined = input.resolveCollection(name);
      return joined ? copy([...joined.allRecords()].map((record) => record.doc)) : [];
    },
  });
}
