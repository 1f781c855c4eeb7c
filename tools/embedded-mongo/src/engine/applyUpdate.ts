import { Binary, ObjectId } from 'bson';
import { update as applyOperators } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { cloneDocument, type Doc, isPlainDocument, setPath } from './documents';
import { encodeValue } from './keyEncoding';
import { holdsTypedNumbers, matchView, plainNumbers } from './numberTypes';
import { runUpdatePipeline } from './pipelineUpdate';
import { hasPositionalPath, resolvePositionalPaths } from './positionalPaths';
import { aliasProto, mentionsProto, restoreProto } from './protoFields';
import { pullByQuery } from './pullByQuery';
import { assertUpdatablePaths } from './updatablePaths';
import { restoreNumberTypes } from './updateNumberTypes';

/** An update as the update/findAndModify commands carry it: operators, a replacement or a pipeline. */
export type UpdateSpec = Doc | Doc[];

export interface UpdateContext {
  readonly filter: Doc;
  readonly arrayFilters?: Doc[];
  /** True when the update builds a new document for an upsert ($setOnInsert applies then only). */
  readonly inserting: boolean;
  /** The command's `let` and the statement's `c`, bound in pipeline updates. */
  readonly variables?: Doc;
}

function isOperatorUpdate(spec: Doc): boolean {
  const keys = Object.keys(spec);
  if (keys.length === 0 || !keys[0]!.startsWith('$')) return false;
  const plain = keys.find((key) => !key.startsWith('$'));
  if (plain) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      `Unknown modifier: ${plain}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return true;
}

/** $setOnInsert only on inserts; duplicates inside $addToSet's $each are added once, as mongod does. */
function normaliseOperators(spec: Doc, inserting: boolean): Doc {
  const { $setOnInsert, ...rest } = spec;
  const out: Doc = rest;
  if (inserting && isPlainDocument($setOnInsert))
    out.$set = { ...(out.$set as Doc | undefined), ...$setOnInsert };
  if (isPlainDocument(out.$addToSet)) {
    const addToSet: Doc = {};
    for (const [path, value] of Object.entries(out.$addToSet)) {
      if (isPlainDocument(value) && Array.isArray(value.$each)) {
        const seen = new Set<string>();
        const each = value.$each.filter((item) => {
          const key = encodeValue(item);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        addToSet[path] = { ...value, $each: each };
      } else addToSet[path] = value;
    }
    out.$addToSet = addToSet;
  }
  return out;
}

function assertIdUnchanged(before: Doc, after: Doc): void {
  if (encodeValue(before._id) !== encodeValue(after._id)) throw immutableId();
}

function immutableId(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.ImmutableField,
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );
}

/**
 * `$set` fields mingo refuses but mongod accepts, assigned directly: `_id` at its unchanged value (mongoose sends
 * it when a whole document is passed) or, on an upsert's insert, a new one; top-level `$`-prefixed field names
 * (allowed since MongoDB 5.0); binary values, which mingo sees as unchanged when only their subtype differs. Returns the modifier without them and the fields to assign.
 */
function splitDirectSets(modifier: Doc, current: Doc): { modifier: Doc; direct: Doc } {
  const set = modifier.$set;
  if (!isPlainDocument(set)) return { modifier, direct: {} };
  const direct: Doc = {};
  const rest: Doc = {};
  for (const [path, value] of Object.entries(set)) {
    if (path === '_id') {
      if (current._id !== undefined && encodeValue(current._id) !== encodeValue(value)) throw immutableId();
      if (current._id === undefined) direct._id = value;
    } else if ((path.startsWith('$') || value instanceof Binary) && !path.includes('.')) direct[path] = value;
    else rest[path] = value;
  }
  if (Object.keys(rest).length === Object.keys(set).length) return { modifier, direct };
  const next: Doc = { ...modifier, $set: rest };
  if (Object.keys(rest).length === 0) delete next.$set;
  return { modifier: next, direct };
}

/**
 * The modifier in one step, or, when it uses `$[]`/`$[id]`, one step per path: mingo sees a conflict between any
 * two paths through the same array (`children.$[].a` and `children.$[c].b`), mongod only between overlapping
 * paths, which are refused here first.
 */
function updateSteps(modifier: Doc): Doc[] {
  const entries = Object.entries(modifier).flatMap(([operator, fields]) =>
    isPlainDocument(fields) ? Object.entries(fields).map(([path, value]) => ({ operator, path, value })) : [],
  );
  if (entries.length === 0) return [];
  if (!entries.some(({ path }) => path.includes('$['))) return [modifier];
  const paths = entries.map(({ path }) => path);
  for (const path of paths) {
    const other = paths.find((candidate) => candidate !== path && candidate.startsWith(`${path}.`));
    if (other || paths.indexOf(path) !== paths.lastIndexOf(path)) {
      throw new MongoCommandError(
        ErrorCodes.ConflictingUpdateOperators,
        `Updating the path '${other ?? path}' would create a conflict at '${path}'`,
      );
    }
  }
  return entries.map(({ operator, path, value }) => ({ [operator]: { [path]: value } }));
}

/** `_id` first, as mongod stores it. */
export function withIdFirst(doc: Doc): Doc {
  if (doc._id === undefined || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function replacementOf(current: Doc, replacement: Doc): Doc {
  for (const key of Object.keys(replacement)) {
    if (key.startsWith('$')) {
      throw new MongoCommandError(
        52,
        `The dollar ($) prefixed field '${key}' in '${key}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
  const next: Doc = { _id: current._id, ...replacement };
  if (current._id !== undefined && replacement._id !== undefined) assertIdUnchanged(current, next);
  if (next._id === undefined) delete next._id;
  return next;
}

/**
 * Returns the updated copy of `current` (never mutated) and whether anything changed. Operator and pipeline
 * semantics are mingo's.
 */
export function applyUpdate(
  current: Doc,
  spec: UpdateSpec,
  context: UpdateContext,
): { doc: Doc; changed: boolean } {
  if (!mentionsProto(spec)) return applyUpdateTo(current, spec, context);
  const filter = aliasProto(context.filter);
  const { doc, changed } = applyUpdateTo(aliasProto(current), aliasProto(spec), { ...context, filter });
  return { doc: restoreProto(doc), changed };
}

function applyUpdateTo(
  current: Doc,
  spec: UpdateSpec,
  context: UpdateContext,
): { doc: Doc; changed: boolean } {
  let next: Doc;
  if (Array.isArray(spec)) {
    next = runUpdatePipeline(cloneDocument(matchView(current)), spec, context.variables);
  } else if (isOperatorUpdate(spec)) {
    // mingo updates plain numbers; the BSON number types are put back afterwards.
    next = cloneDocument(matchView(current));
    const plainSpec = plainNumbers(spec);
    const normalised = normaliseOperators(plainSpec, context.inserting);
    const { modifier: operators, direct } = splitDirectSets(normalised, current);
    const modifier = hasPositionalPath(operators)
      ? resolvePositionalPaths(operators, current, context.filter)
      : operators;
    assertUpdatablePaths(current, modifier);
    for (const step of updateSteps(pullByQuery(next, modifier))) {
      applyOperators(next, step, context.arrayFilters, {}, { queryOptions: { scriptEnabled: false } });
    }
    Object.assign(next, direct);
    if (holdsTypedNumbers(current) || plainSpec !== spec || '$inc' in spec || '$mul' in spec) {
      restoreNumberTypes(current, spec, next, context.inserting);
    }
  } else {
    next = replacementOf(current, spec);
  }
  if (current._id !== undefined) assertIdUnchanged(current, next);
  next = withIdFirst(next);
  return { doc: next, changed: encodeValue(next) !== encodeValue(current) };
}

/** The equality fields of a filter, as the starting document of an upsert. */
function seedFromFilter(filter: Doc, seed: Doc): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainDocument(part)) seedFromFilter(part, seed);
      continue;
    }
    if (field.startsWith('$') || condition instanceof RegExp) continue;
    if (isPlainDocument(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      if ('$eq' in condition) setPath(seed, field, condition.$eq);
      continue;
    }
    setPath(seed, field, condition);
  }
}

/** The document an upsert inserts when nothing matched. */
export function buildUpsertDocument(
  filter: Doc,
  spec: UpdateSpec,
  arrayFilters?: Doc[],
  variables?: Doc,
): Doc {
  const seed: Doc = {};
  seedFromFilter(filter, seed);
  const replacing = !Array.isArray(spec) && !isOperatorUpdate(spec);
  const base: Doc = replacing ? (seed._id === undefined ? {} : { _id: seed._id }) : seed;
  const { doc } = applyUpdate(base, spec, { filter, arrayFilters, inserting: true, variables });
  return withIdFirst(doc._id === undefined ? { ...doc, _id: new ObjectId() } : doc);
}
