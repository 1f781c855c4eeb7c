import { BSONRegExp, MaxKey, MinKey, ObjectId } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type Doc, isPlainDocument } from './documents';
import type { Index } from './Index';
import { encodeValue, KEY_END, typeClassOf } from './keyEncoding';

/** What the filter says about one field, as encoded index bounds. Always a superset of the matches. */
interface FieldBounds {
  points?: string[];
  low?: string;
  high?: string;
  /**
   * A lower and an upper bound from separate operators ($gte and $lt side by side): on an array field two
   * different elements may satisfy them, so a multikey index may only use the lower one.
   */
  separateOperators?: boolean;
}

/** One index scan: key ranges of `index`, walked forward or backward. */
export interface IndexScan {
  readonly index: Index;
  readonly ranges: readonly (readonly [string, string])[];
  readonly reverse?: boolean;
  /** Leading index fields pinned to one value each (a single range): the order below them is the key order. */
  readonly equalityPrefix?: number;
  /**
   * Leading index fields each range pins to one value (the ranges of an `$in`, each a key prefix): within a
   * range the order below them is the key order.
   */
  readonly pointsPerRange?: number;
  /**
   * The ranges are read side by side and merged on the key below their pinned fields, so the scan yields the
   * index order of those fields across all ranges (mongod's SORT_MERGE of an exploded `$in`).
   */
  readonly merged?: boolean;
}

/** A chosen access path: index scans whose results are united, or the whole collection when there are none. */
export interface QueryPlan {
  readonly scans: readonly IndexScan[];
  /**
   * True when index-key equality is exactly the filter's meaning (plain equality on scalar values, every filter
   * field a point of the scan), so fetched documents need no further test — mongod's "IDHACK" idea.
   */
  readonly exact?: boolean;
  /** True when the scan order already is the requested sort order. */
  readonly sorted?: boolean;
  /**
   * The filter without the conditions the scan's ranges already guarantee (exact equalities on the fields every
   * range pins), which is what a fetched document still has to pass; undefined means the whole filter.
   */
  readonly residual?: Doc;
}

export const COLLECTION_SCAN: QueryPlan = { scans: [] };

export interface PlanOptions {
  readonly hint?: unknown;
  readonly sort?: Doc;
}

const MAX_POINT_COMBINATIONS = 1000;

function isIndexableValue(value: unknown): boolean {
  if (value instanceof RegExp || value instanceof BSONRegExp) return false;
  if (value instanceof MinKey || value instanceof MaxKey) return false;
  if (Array.isArray(value)) return false;
  return !isPlainDocument(value) || Object.keys(value).every((key) => !key.startsWith('$'));
}

function boundsFromOperators(operators: Doc): FieldBounds | undefined {
  const bounds: FieldBounds = {};
  if ('$eq' in operators && isIndexableValue(operators.$eq)) bounds.points = [encodeValue(operators.$eq)];
  else if (Array.isArray(operators.$in) && operators.$in.every(isIndexableValue)) {
    bounds.points = [...new Set(operators.$in.map((value) => encodeValue(value)))];
  }
  if (bounds.points) return bounds;
  for (const op of ['$gt', '$gte'] as const) {
    if (op in operators && isIndexableValue(operators[op]) && operators[op] !== null) {
      const encoded = encodeValue(operators[op]);
      bounds.low = encoded;
      bounds.high ??= typeClassOf(encoded) + KEY_END;
    }
  }
  for (const op of ['$lt', '$lte'] as const) {
    if (op in operators && isIndexableValue(operators[op]) && operators[op] !== null) {
      const encoded = encodeValue(operators[op]);
      if (bounds.low !== undefined && typeClassOf(bounds.low) !== typeClassOf(encoded)) return undefined;
      if (bounds.low !== undefined) bounds.separateOperators = true;
      bounds.high = encoded + KEY_END;
      bounds.low ??= typeClassOf(encoded);
    }
  }
  return bounds.low === undefined ? undefined : bounds;
}

/**
 * `{ $elemMatch: { $gte: …, $lt: … } }` over scalar elements: one element must satisfy every operator, so (as on
 * mongod) the bounds intersect, unlike the same operators outside $elemMatch on an array field.
 */
function isScalarElemMatch(condition: unknown): condition is { $elemMatch: Doc } {
  if (!isPlainDocument(condition) || Object.keys(condition).length !== 1) return false;
  const inner = condition.$elemMatch;
  return (
    isPlainDocument(inner) &&
    Object.keys(inner).length > 0 &&
    Object.keys(inner).every((key) => ['$eq', '$in', '$gt', '$gte', '$lt', '$lte'].includes(key))
  );
}

function collectBounds(filter: Doc, out: Map<string, FieldBounds>): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainDocument(part)) collectBounds(part, out);
      continue;
    }
    if (field.startsWith('$') || out.has(field) || /\.\d+(\.|$)/.test(field)) continue;
    let bounds: FieldBounds | undefined;
    if (isScalarElemMatch(condition)) {
      // Every matching document has one array element within the bounds, so its index key is within them.
      const inner = boundsFromOperators(condition.$elemMatch);
      bounds = inner && { ...inner, separateOperators: false };
    } else if (isPlainDocument(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      bounds = boundsFromOperators(condition);
    } else if (isIndexableValue(condition)) {
      bounds = { points: [encodeValue(condition)] };
    }
    if (bounds) out.set(field, bounds);
  }
}

/**
 * Values whose index-key equality is exactly MongoDB equality. Numbers are left out: a stored Long beyond 2^53
 * or a Decimal128 can share a double's key without being equal to it.
 */
function isExactScalar(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    value instanceof ObjectId ||
    value instanceof Date
  );
}

/** `scalar`, `{ $eq: scalar }` or `{ $in: [scalars] }`: a value or list whose index points are its exact meaning. */
function isExactCondition(condition: unknown): boolean {
  if (!isPlainDocument(condition)) return isExactScalar(condition);
  const operators = Object.keys(condition);
  if (operators.length !== 1) return false;
  if (operators[0] === '$eq') return isExactScalar(condition.$eq);
  return operators[0] === '$in' && Array.isArray(condition.$in) && condition.$in.every(isExactScalar);
}

/**
 * What a document fetched through ranges that pin `pointFields` still has to pass: the filter less its top-level
 * exact conditions on those fields, which the ranges already guarantee. Nothing left makes the plan exact (plain
 * equality or $in on scalar values on exactly the pinned fields), so fetched documents need no test at all.
 */
function rangeGuarantees(filter: Doc, pointFields: readonly string[]): Pick<QueryPlan, 'exact' | 'residual'> {
  const residual: Doc = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (!(pointFields.includes(field) && isExactCondition(condition))) residual[field] = condition;
  }
  return { exact: Object.keys(residual).length === 0, residual };
}

interface IndexRanges {
  ranges: [string, string][];
  /** 2 per leading equality field, 1 for a trailing range: how selective the scan is. */
  score: number;
  pointFields: string[];
  /** Each range is every key under one prefix of point values (no trailing range of a field). */
  pointRanges: boolean;
}

/** Key ranges for an index given the filter's bounds, plus how many leading fields they constrain. */
function rangesFor(index: Index, bounds: Map<string, FieldBounds>): IndexRanges {
  let prefixes = [''];
  let score = 0;
  const pointFields: string[] = [];
  for (const [position, field] of index.fields.entries()) {
    const fieldBounds = bounds.get(field);
    const isLast = position === index.fields.length - 1;
    // The cap guards against the product of several fields' points; one field's own list (a long $in of ids)
    // is read point by point like mongod does, however long.
    const combinations = (fieldBounds?.points?.length ?? 0) * prefixes.length;
    if (fieldBounds?.points && (position === 0 || combinations <= MAX_POINT_COMBINATIONS)) {
      const points = fieldBounds.points;
      prefixes = prefixes.flatMap((prefix) => points.map((point) => prefix + point));
      score += 2;
      pointFields.push(field);
      if (isLast)
        return { ranges: prefixes.map((prefix) => [prefix, prefix]), score, pointFields, pointRanges: true };
      continue;
    }
    if (fieldBounds?.low !== undefined && fieldBounds.high !== undefined) {
      const { low } = fieldBounds;
      const high =
        index.multikey && fieldBounds.separateOperators ? typeClassOf(low) + KEY_END : fieldBounds.high;
      return {
        ranges: prefixes.map((prefix) => [prefix + low, prefix + high]),
        score: score + 1,
        pointFields,
        pointRanges: false,
      };
    }
    break;
  }
  return {
    ranges: prefixes.map((prefix) => [prefix, prefix + KEY_END]),
    score,
    pointFields,
    pointRanges: true,
  };
}

function findHintedIndex(hint: unknown, indexes: readonly Index[]): Index | 'natural' {
  if (isPlainDocument(hint) && '$natural' in hint) return 'natural';
  const found = indexes.find((index) =>
    typeof hint === 'string'
      ? index.name === hint
      : isPlainDocument(hint) && encodeValue(hint) === encodeValue(index.spec.key),
  );
  if (!found) {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      'hint provided does not correspond to an existing index',
    );
  }
  return found;
}

/**
 * `{ _id: value }` alone, the commonest read: one point of the _id index, found without weighing every index
 * (mongod's IDHACK).
 */
export function idLookupPlan(filter: Doc, indexes: readonly Index[]): QueryPlan | undefined {
  let only: string | undefined;
  for (const field in filter) {
    if (only !== undefined) return undefined;
    only = field;
  }
  const value = filter._id;
  if (only !== '_id' || !isExactScalar(value)) return undefined;
  const index = indexes.find((candidate) => candidate.name === '_id_');
  if (!index) return undefined;
  const key = encodeValue(value);
  return { scans: [{ index, ranges: [[key, key]], equalityPrefix: 1 }], exact: true };
}

/** The best single-index plan for the filter's top-level (and $and) conditions. */
function planConjunction(filter: Doc, indexes: readonly Index[]): QueryPlan {
  const bounds = new Map<string, FieldBounds>();
  collectBounds(filter, bounds);
  if (bounds.size === 0) return COLLECTION_SCAN;
  let best: (IndexRanges & { index: Index }) | undefined;
  for (const index of indexes) {
    if (!index.coversAllDocuments) continue;
    const candidate = rangesFor(index, bounds);
    if (candidate.score === 0) continue;
    const better =
      !best ||
      candidate.score > best.score ||
      (candidate.score === best.score && index.unique && !best.index.unique) ||
      (candidate.score === best.score &&
        index.unique === best.index.unique &&
        index.fields.length < best.index.fields.length);
    if (better) best = { ...candidate, index };
  }
  if (!best) return COLLECTION_SCAN;
  const equalityPrefix = best.ranges.length === 1 ? best.pointFields.length : 0;
  const pointsPerRange = best.pointRanges ? best.pointFields.length : undefined;
  return {
    scans: [{ index: best.index, ranges: best.ranges, equalityPrefix, pointsPerRange }],
    ...rangeGuarantees(filter, best.pointFields),
  };
}

/** A top-level $or whose every branch can use an index becomes a union of index scans (mongod's OR stage). */
function planDisjunction(filter: Doc, indexes: readonly Index[]): QueryPlan {
  const branches = filter.$or;
  if (!Array.isArray(branches) || branches.length === 0 || !branches.every(isPlainDocument))
    return COLLECTION_SCAN;
  const scans: IndexScan[] = [];
  for (const branch of branches) {
    const plan = planConjunction(branch, indexes);
    if (plan.scans.length === 0) return COLLECTION_SCAN;
    scans.push(...plan.scans);
  }
  return { scans };
}

/** The sort as field names with one common direction, or undefined when directions are mixed. */
function uniformSort(sort: Doc | undefined): { fields: string[]; direction: 1 | -1 } | undefined {
  if (!sort) return undefined;
  const entries = Object.entries(sort).filter(([field]) => field !== '$natural');
  const direction = entries[0]?.[1];
  if ((direction !== 1 && direction !== -1) || !entries.every(([, value]) => value === direction))
    return undefined;
  return { fields: entries.map(([field]) => field), direction };
}

/**
 * Whether walking the index (below `skip` leading fields pinned to one value each) yields documents in `fields`
 * order. A multikey index can, as in mongod, when every field that held an array is pinned: within one range
 * each document then has one key, and the sort fields hold no arrays.
 */
function servesSort(index: Index, fields: readonly string[], skip = 0): boolean {
  return (
    index.coversAllDocuments &&
    index.oneKeyPerDocument(1, skip) &&
    skip + fields.length <= index.fields.length &&
    fields.every((field, position) => index.fields[skip + position] === field)
  );
}

/**
 * Makes a plan return documents in sort order when an index allows it: the plan's own single index if its key
 * order is the sort, else (for a collection scan) a full walk of an index whose leading fields are the sort.
 */
function withSortOrder(plan: QueryPlan, indexes: readonly Index[], sort: Doc | undefined): QueryPlan {
  const wanted = uniformSort(sort);
  if (!wanted) return plan;
  const reverse = wanted.direction === -1;
  const [only, ...others] = plan.scans;
  if (only && others.length === 0) {
    const pinned = only.equalityPrefix ?? 0;
    const skip = [...Array(pinned + 1).keys()].find((count) => servesSort(only.index, wanted.fields, count));
    // Several ranges of a multikey index could meet a document twice.
    if (only.index.multikey && only.ranges.length > 1) return plan;
    const ranges = [...only.ranges].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (skip !== undefined) {
      return {
        ...plan,
        scans: [{ index: only.index, ranges, reverse, equalityPrefix: only.equalityPrefix }],
        sorted: true,
      };
    }
    const perRange = only.pointsPerRange;
    if (only.ranges.length > 1 && perRange !== undefined && servesSort(only.index, wanted.fields, perRange)) {
      return {
        ...plan,
        scans: [{ index: only.index, ranges, reverse, pointsPerRange: perRange, merged: true }],
        sorted: true,
      };
    }
    return plan;
  }
  if (plan.scans.length > 0) return plan;
  const index = indexes.find((candidate) => servesSort(candidate, wanted.fields));
  return index ? { scans: [{ index, ranges: [['', KEY_END]], reverse }], sorted: true } : plan;
}

/** Picks the index whose leading fields the filter constrains most (equality before ranges, unique first). */
export function planQuery(filter: Doc, indexes: readonly Index[], options: PlanOptions = {}): QueryPlan {
  const { hint } = options;
  let plan: QueryPlan;
  if (hint !== undefined && hint !== null && hint !== '') {
    const hinted = findHintedIndex(hint, indexes);
    if (hinted === 'natural') return COLLECTION_SCAN;
    const bounds = new Map<string, FieldBounds>();
    collectBounds(filter, bounds);
    const { ranges, pointFields } = rangesFor(hinted, bounds);
    // Keys are stored ascending; an index of descending fields is walked backwards to give its own order.
    const descending = Object.values(hinted.spec.key).every((direction) => direction === -1);
    plan = {
      scans: [{ index: hinted, ranges, reverse: descending || undefined }],
      ...rangeGuarantees(filter, pointFields),
    };
  } else {
    plan = idLookupPlan(filter, indexes) ?? planConjunction(filter, indexes);
    if (plan.scans.length === 0) plan = planDisjunction(filter, indexes);
  }
  return withSortOrder(plan, indexes, options.sort);
}

/**
 * A plan that walks an index in the requested sort order below the leading fields the filter pins to one value
 * each, the most pinned first: the candidate mongod's multi-planner keeps when a query stops after a few matches
 * (skip + limit), since it returns them without reading and sorting every match. Undefined when no index gives
 * that order. Whether it is cheaper than `planQuery`'s plan is the caller's trial (Collection.scan).
 */
export function sortedWalkPlan(
  filter: Doc,
  indexes: readonly Index[],
  sort: Doc | undefined,
): QueryPlan | undefined {
  const wanted = uniformSort(sort);
  if (!wanted) return undefined;
  const bounds = new Map<string, FieldBounds>();
  collectBounds(filter, bounds);
  const pointOf = (field: string | undefined) => {
    const points = field === undefined ? undefined : bounds.get(field)?.points;
    return points?.length === 1 ? points[0] : undefined;
  };
  let best: { index: Index; pinned: number } | undefined;
  for (const index of indexes) {
    let pinnable = 0;
    while (pointOf(index.fields[pinnable]) !== undefined) pinnable += 1;
    for (let pinned = pinnable; pinned >= 0; pinned--) {
      if (!servesSort(index, wanted.fields, pinned)) continue;
      if (!best || pinned > best.pinned) best = { index, pinned };
      break;
    }
  }
  if (!best) return undefined;
  const pinnedFields = best.index.fields.slice(0, best.pinned);
  const prefix = pinnedFields.map(pointOf).join('');
  return {
    scans: [
      {
        index: best.index,
        ranges: [[prefix, prefix + KEY_END]],
        reverse: wanted.direction === -1,
        equalityPrefix: best.pinned,
      },
    ],
    ...rangeGuarantees(filter, pinnedFields),
    sorted: true,
  };
}
