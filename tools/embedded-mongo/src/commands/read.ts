import { BSONRegExp, Long } from 'bson';
import { collationFold } from '../engine/collation';
import { type Doc, isPlainDocument } from '../engine/documents';
import { encodeValue } from '../engine/keyEncoding';
import { runFind, usableSort } from '../engine/runFind';
import { splitTextScoreFields } from '../engine/text/textScoreMeta';
import { ErrorCodes, MongoCommandError } from '../errors';
import {
  type CommandContext,
  type CommandHandler,
  namespaceOf,
  optionalDoc,
  optionalNumber,
  targetCollection,
} from './context';
import { bindFilterVariables, evaluateLet } from './letVariables';
import { assertFilterParses } from './parsedFilter';

export function findOptions(command: Record<string, unknown>) {
  const limit = optionalNumber(command.limit);
  return {
    filter: bindFilterVariables(optionalDoc(command.filter) ?? {}, evaluateLet(command.let)),
    sort: optionalDoc(command.sort),
    projection: optionalDoc(command.projection),
    skip: optionalNumber(command.skip),
    limit: limit === undefined ? undefined : Math.abs(limit),
    hint: command.hint,
    collation: optionalDoc(command.collation),
  };
}

/** A find whose plan would walk an index still being built (and cheap to build) runs once that build ends. */
function find(context: CommandContext) {
  const collection = context.engine.database(context.dbName).collection(targetCollection(context));
  const options = findOptions(context.command);
  const sort = usableSort(splitTextScoreFields(options.sort).rest);
  const ready = collection?.buildsServing(options.filter, { ...options, sort });
  if (ready) return ready.then(() => findNow(context, options));
  const matched = collection?.matchInSteps(options.filter, { ...options, sort });
  return matched ? matched.then((ids) => findMatched(context, options, ids)) : findNow(context, options);
}

/**
 * The find over the documents matchInSteps found, read by `_id` and tested again (one changed meanwhile may no
 * longer match), then sorted and paged as usual. An `_id` that is a regular expression would match as one in
 * `$in`: such a rare archive is read in one piece instead.
 */
function findMatched(context: CommandContext, options: ReturnType<typeof findOptions>, ids: unknown[]) {
  if (ids.some((id) => id instanceof RegExp || id instanceof BSONRegExp)) return findNow(context, options);
  return findNow(context, {
    ...options,
    filter: { $and: [options.filter, { _id: { $in: ids } }] },
    hint: { _id: 1 },
  });
}

function findNow(context: CommandContext, options: ReturnType<typeof findOptions>) {
  const name = targetCollection(context);
  const collection = context.engine.database(context.dbName).collection(name);
  const docs = collection ? runFind(collection, options) : [];
  assertFilterParses(options.filter, options.collation, docs.length);
  const limit = optionalNumber(context.command.limit);
  const singleBatch = context.command.singleBatch === true || (limit !== undefined && limit < 0);
  const batchSize = optionalNumber(context.command.batchSize);
  return context.engine.cursors.open(namespaceOf(context, name), docs, batchSize, singleBatch);
}

function toLong(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'number') return Long.fromNumber(value);
  if (typeof value === 'bigint') return Long.fromBigInt(value);
  throw new MongoCommandError(ErrorCodes.TypeMismatch, "Field 'getMore' must be of type long");
}

function getMore(context: CommandContext) {
  const collection = context.command.collection;
  if (typeof collection !== 'string') {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, "Field 'collection' must be of type string");
  }
  return context.engine.cursors.getMore(
    toLong(context.command.getMore),
    namespaceOf(context, collection),
    optionalNumber(context.command.batchSize),
  );
}

function killCursors(context: CommandContext) {
  const ids = Array.isArray(context.command.cursors) ? context.command.cursors.map(toLong) : [];
  const { killed, notFound } = context.engine.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
}

/** A count (or distinct) whose filter would walk an index still being built, cheap to build, runs once it is built. */
function afterBuildsServing<T extends object>(
  context: CommandContext,
  filter: Doc,
  run: () => T,
): T | Promise<T> {
  const collection = context.engine.database(context.dbName).collection(targetCollection(context));
  const ready = collection?.buildsServing(filter, {
    hint: context.command.hint,
    collation: optionalDoc(context.command.collation),
  });
  return ready ? ready.then(run) : run();
}

function count(context: CommandContext) {
  const query = optionalDoc(context.command.query) ?? {};
  return afterBuildsServing(context, query, () => countNow(context, query));
}

function countNow(context: CommandContext, query: Doc) {
  const collection = context.engine.database(context.dbName).collection(targetCollection(context));
  if (!collection) {
    assertFilterParses(query, optionalDoc(context.command.collation), 0);
    return { n: 0 };
  }
  const skip = optionalNumber(context.command.skip) ?? 0;
  const limit = Math.abs(optionalNumber(context.command.limit) ?? 0);
  const collation = optionalDoc(context.command.collation);
  let n = collection.count(query, { hint: context.command.hint, collation });
  assertFilterParses(query, collation, n);
  n = Math.max(0, n - skip);
  return { n: limit > 0 ? Math.min(n, limit) : n };
}

/** Distinct values of a path, arrays unwound one level, as mongod does. */
function distinct(context: CommandContext) {
  const key = context.command.key;
  if (typeof key !== 'string') {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'distinct.key' is the wrong type");
  }
  const filter = optionalDoc(context.command.query) ?? {};
  return afterBuildsServing(context, filter, () => distinctNow(context, key, filter));
}

function distinctNow(context: CommandContext, key: string, filter: Doc) {
  const collection = context.engine.database(context.dbName).collection(targetCollection(context));
  const collation = optionalDoc(context.command.collation);
  if (!collection) {
    assertFilterParses(filter, collation, 0);
    return { values: [] };
  }
  const docs = runFind(collection, { filter, collation });
  assertFilterParses(filter, collation, docs.length);
  const fold = collationFold(collation ?? collection.defaultCollation);
  const seen = new Map<string, unknown>();
  const add = (value: unknown) => {
    if (value === undefined) return;
    const id = encodeValue(fold ? foldStrings(value, fold) : value);
    if (!seen.has(id)) seen.set(id, value);
  };
  for (const doc of docs) {
    for (const value of valuesAt(doc, key.split('.'))) {
      if (Array.isArray(value)) value.forEach(add);
      else add(value);
    }
  }
  return { values: [...seen.values()] };
}

/** Strings at any depth folded as the collation compares them, so that equal values share one key. */
function foldStrings(value: unknown, fold: (text: string) => string): unknown {
  if (typeof value === 'string') return fold(value);
  if (Array.isArray(value)) return value.map((item) => foldStrings(item, fold));
  if (!isPlainDocument(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, foldStrings(item, fold)]));
}

function valuesAt(value: unknown, parts: readonly string[]): unknown[] {
  if (parts.length === 0) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, parts));
  if (!isPlainDocument(value)) return [];
  return valuesAt(value[parts[0]!], parts.slice(1));
}

export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct };
