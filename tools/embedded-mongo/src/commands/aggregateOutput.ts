import { ObjectId } from 'bson';
import type { Collection } from '../engine/Collection';
import type { Database } from '../engine/Database';
import { type Doc, getPath, isPlainDocument } from '../engine/documents';
import { encodeValue } from '../engine/keyEncoding';
import { ErrorCodes, MongoCommandError } from '../errors';

/** A final `$out` or `$merge` stage, split off the pipeline that feeds it. */
export type OutputStage = { kind: '$out'; into: string } | { kind: '$merge'; into: string; spec: Doc };

function collectionName(value: unknown, dbName: string, stage: string): string {
  if (typeof value === 'string' && value.length > 0) return value;
  if (isPlainDocument(value) && typeof value.coll === 'string') {
    if (value.db !== undefined && value.db !== dbName) {
      throw new MongoCommandError(
        ErrorCodes.CommandNotSupported,
        `${stage} to another database is not supported by the embedded engine`,
      );
    }
    return value.coll;
  }
  throw new MongoCommandError(ErrorCodes.FailedToParse, `${stage} stage requires a collection name`);
}

/** The pipeline without its final `$out`/`$merge`, and that stage; either stage elsewhere fails as in mongod. */
export function splitOutputStage(
  pipeline: readonly unknown[],
  dbName: string,
): { pipeline: unknown[]; output?: OutputStage } {
  const stages = [...pipeline];
  const last = stages.at(-1);
  let output: OutputStage | undefined;
  if (isPlainDocument(last) && '$out' in last) {
    output = { kind: '$out', into: collectionName(last.$out, dbName, '$out') };
  } else if (isPlainDocument(last) && '$merge' in last) {
    const spec = typeof last.$merge === 'string' ? { into: last.$merge } : (last.$merge as Doc);
    output = { kind: '$merge', into: collectionName(spec.into, dbName, '$merge'), spec };
  }
  if (output) stages.pop();
  for (const stage of stages) {
    if (isPlainDocument(stage) && ('$out' in stage || '$merge' in stage)) {
      const name = '$out' in stage ? '$out' : '$merge';
      throw new MongoCommandError(40601, `${name} can only be the final stage in the pipeline`);
    }
  }
  return { pipeline: stages, output };
}

const withId = (doc: Doc): Doc => (doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc);

/** `$out`: the results replace the target's documents at once (built aside first, so a failure changes nothing). */
function writeOut(database: Database, into: string, docs: readonly Doc[]): void {
  const existing = database.collection(into);
  const staging = `tmp.agg_out.${new ObjectId().toHexString()}`;
  const temporary = database.createCollection(staging, existing?.options ?? {});
  try {
    for (const index of existing?.indexList() ?? [])
      if (index.name !== '_id_') temporary.createIndex({ ...index.spec });
    for (const doc of docs) temporary.insert(withId(doc));
  } catch (error) {
    database.dropCollection(staging);
    throw error;
  }
  database.renameCollection(staging, into, true);
}

/**
 * whenMatched 'fail': mongod inserts, and the unique index on the `on` fields answers E11000 with its keyPattern
 * and keyValue. That index's own error is taken (the insert fails before changing anything).
 */
function mergeDuplicateKey(target: Collection, on: readonly string[], doc: Doc): MongoCommandError {
  const onFields = [...on].sort().join();
  const unique = target
    .indexList()
    .find(
      (index) =>
        index.unique &&
        !index.spec.sparse &&
        index.spec.partialFilterExpression === undefined &&
        [...index.fields].sort().join() === onFields,
    );
  if (unique) {
    try {
      target.insert(withId(doc));
    } catch (error) {
      if (error instanceof MongoCommandError && error.code === ErrorCodes.DuplicateKey) {
        return new MongoCommandError(
          error.code,
          `PlanExecutor error during aggregation :: caused by :: ${error.message}`,
          error.extra,
        );
      }
      throw error;
    }
  }
  const keyValue = Object.fromEntries(on.map((field) => [field, getPath(doc, field) ?? null]));
  return new MongoCommandError(
    ErrorCodes.DuplicateKey,
    `$merge failed: ${JSON.stringify(keyValue)} already exists`,
    {
      keyPattern: Object.fromEntries(on.map((field) => [field, 1])),
      keyValue,
    },
  );
}

/** `$merge` with mongod's whenMatched (replace, keepExisting, merge, fail) and whenNotMatched (insert, discard, fail). */
function writeMerge(target: Collection, spec: Doc, docs: readonly Doc[]): void {
  const on =
    spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on.map(String) : [String(spec.on)];
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (typeof whenMatched !== 'string') {
    throw new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      '$merge with a whenMatched pipeline is not supported by the embedded engine',
    );
  }
  for (const source of docs) {
    const doc = on.includes('_id') ? withId(source) : source;
    const filter = Object.fromEntries(on.map((field) => [field, getPath(doc, field) ?? null]));
    const [match] = target.match(filter, { limit: 1 });
    if (!match) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail') {
        throw new MongoCommandError(
          13113,
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      }
      target.insert(withId(doc));
      continue;
    }
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail') throw mergeDuplicateKey(target, on, doc);
    const next =
      whenMatched === 'replace'
        ? { ...doc, _id: match.doc._id }
        : { ...match.doc, ...doc, _id: match.doc._id };
    if (encodeValue(next) !== encodeValue(match.doc)) target.replace(match.rid, next);
  }
}

/** Writes an aggregation's results where its final stage says. */
export function writeAggregateOutput(database: Database, output: OutputStage, docs: readonly Doc[]): void {
  if (output.kind === '$out') writeOut(database, output.into, docs);
  else writeMerge(database.ensureCollection(output.into).collection, output.spec, docs);
}
