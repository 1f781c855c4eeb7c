import {
  Binary,
  BSONRegExp,
  BSONSymbol,
  Code,
  DBRef,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
} from 'bson';
import { Query } from 'mingo';
import { Context } from 'mingo/core';
import type { Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { BINARY_RANGE_OPERATORS, binaryRangeAlias, isBinaryRange } from './binaryRange';
import { BITS_QUERY_OPERATORS, bitsAlias, isBitsOperator } from './bitsOperators';
import { type Doc, isPlainDocument } from './documents';
import { sourceOf } from './numberTypes';

/** `$type` codes and their names. */
const TYPE_CODES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

const NUMERIC = new Set(['double', 'int', 'long', 'decimal']);

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * The BSON type a stored value is sent back with. A JavaScript number goes out as int32 when integral and in
 * range, else as a double, so that is its type here (the wire type it came in with is not kept).
 */
export function storedBsonType(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'long';
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX ? 'int' : 'double';
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp || value instanceof BSONRegExp) return 'regex';
  if (value instanceof ObjectId) return 'objectId';
  if (value instanceof Binary || value instanceof Uint8Array) return 'binData';
  if (value instanceof Long) return 'long';
  if (value instanceof Int32) return 'int';
  if (value instanceof Double) return 'double';
  if (value instanceof Decimal128) return 'decimal';
  if (value instanceof Timestamp) return 'timestamp';
  if (value instanceof MinKey) return 'minKey';
  if (value instanceof MaxKey) return 'maxKey';
  if (value instanceof Code) return 'javascript';
  if (value instanceof BSONSymbol) return 'symbol';
  return isPlainDocument(value) ? 'object' : undefined;
}

function typeMatches(value: unknown, wanted: readonly unknown[]): boolean {
  const type = storedBsonType(value);
  if (type === undefined) return false;
  return wanted.some((alias) => {
    const name = typeof alias === 'number' ? TYPE_CODES[alias] : alias;
    return name === type || (name === 'number' && NUMERIC.has(type));
  });
}

/** `$type` with mingo's path semantics: the value itself, or any element of an array value. */
export function $bsonType(selector: string, operand: unknown): (doc: Doc) => boolean {
  const wanted = Array.isArray(operand) ? operand : [operand];
  return (doc) => {
    const value = resolve(sourceOf(doc), selector, { unwrapArray: true });
    if (typeMatches(value, wanted)) return true;
    return Array.isArray(value) && value.some((element) => typeMatches(element, wanted));
  };
}

/** A stored DBRef (the driver's class) as the sub-document it is on the wire. */
function dbRefFields(ref: DBRef): Doc {
  return { $ref: ref.collection, $id: ref.oid, ...(ref.db ? { $db: ref.db } : {}), ...ref.fields };
}

/** DBRef field names: inside `$elemMatch` mongod reads them as fields, mingo as (unknown) operators. */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

const hasDbRefField = (condition: Doc) => Object.keys(condition).some((key) => DBREF_FIELDS.has(key));

/**
 * `$elemMatch` whose condition names DBRef fields: an element matches when each DBRef field's value meets its
 * condition (a value or an operator expression) and the element meets the rest of the condition.
 */
export function $elemMatchDbRef(
  selector: string,
  operand: Doc,
  options: Partial<Options>,
): (doc: Doc) => boolean {
  const rest: Doc = {};
  const fieldTests: [string, Query][] = [];
  for (const [key, condition] of Object.entries(operand)) {
    if (DBREF_FIELDS.has(key)) fieldTests.push([key, new Query({ value: condition }, options)]);
    else rest[key] = condition;
  }
  const restTest = Object.keys(rest).length > 0 ? new Query(rest, options) : undefined;
  const matches = (stored: unknown) => {
    const element = stored instanceof DBRef ? dbRefFields(stored) : stored;
    return (
      isPlainDocument(element) &&
      fieldTests.every(([key, query]) => query.test({ value: element[key] })) &&
      (!restTest || restTest.test(element))
    );
  };
  return (doc) => {
    const value = resolve(doc, selector, { unwrapArray: true });
    return Array.isArray(value) && value.some(matches);
  };
}

/** The query operators `withBsonType` rewrites to (mongod semantics mingo lacks). */
export const MONGOD_QUERY_OPERATORS = {
  $bsonType,
  $elemMatchDbRef,
  ...BITS_QUERY_OPERATORS,
  ...BINARY_RANGE_OPERATORS,
};

/** mingo operators for a filter that went through `withBsonType`. */
export const BSON_TYPE_CONTEXT = Context.init({ query: MONGOD_QUERY_OPERATORS as never });

/**
 * The filter with `$type` turned into `$bsonType` (mingo's `$type` does not know BSON value classes), DBRef
 * `$elemMatch` conditions into `$elemMatchDbRef` and the bit operators into their binary-aware versions, or
 * undefined without any of them.
 */
export function withBsonType(filter: Doc): Doc | undefined {
  let found = false;
  const condition = (value: unknown): unknown => {
    if (!isPlainDocument(value)) return value;
    const out: Doc = {};
    for (const [key, operand] of Object.entries(value)) {
      if (key === '$type') {
        found = true;
        out.$bsonType = operand;
      } else if (key === '$not') out[key] = condition(operand);
      else if (key === '$elemMatch' && isPlainDocument(operand) && hasDbRefField(operand)) {
        found = true;
        out.$elemMatchDbRef = operand;
      } else if (key === '$elemMatch' && isPlainDocument(operand)) out[key] = rewrite(operand);
      else if (key === '$elemMatch' && operand instanceof DBRef) {
        found = true;
        out.$elemMatchDbRef = dbRefFields(operand);
      } else if (isBinaryRange(key, operand)) {
        found = true;
        out[binaryRangeAlias(key)] = operand;
      } else if (isBitsOperator(key)) {
        found = true;
        out[bitsAlias(key)] = operand;
      } else out[key] = operand;
    }
    return out;
  };
  const rewrite = (part: Doc): Doc => {
    const out: Doc = {};
    for (const [key, value] of Object.entries(part)) {
      if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
        out[key] = value.map((item) => (isPlainDocument(item) ? rewrite(item) : item));
      } else out[key] = key.startsWith('$') ? value : condition(value);
    }
    return out;
  };
  const rewritten = rewrite(filter);
  return found ? rewritten : undefined;
}
