import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
} from 'bson';
import { isPlainDocument } from '../documents';

type Schema = Record<string, unknown>;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * BSON type names of a value. Stored numbers are JavaScript numbers, so an integral double also reports
 * 'int'/'long' and any number reports 'double' (the engine does not keep the wire type of integral numbers).
 */
function bsonTypesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (value === undefined) return ['undefined'];
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['bool'];
  if (typeof value === 'bigint') return ['long', 'number'];
  if (typeof value === 'number') {
    const types = ['double', 'number'];
    if (Number.isInteger(value))
      types.push('long', ...(value >= INT32_MIN && value <= INT32_MAX ? ['int'] : []));
    return types;
  }
  if (Array.isArray(value)) return ['array'];
  if (value instanceof Date) return ['date'];
  if (value instanceof RegExp || value instanceof BSONRegExp) return ['regex'];
  if (value instanceof ObjectId) return ['objectId'];
  if (value instanceof Binary || value instanceof Uint8Array) return ['binData'];
  if (value instanceof Long) return ['long', 'number'];
  if (value instanceof Int32) return ['int', 'number'];
  if (value instanceof Double) return ['double', 'number'];
  if (value instanceof Decimal128) return ['decimal', 'number'];
  if (value instanceof Timestamp) return ['timestamp'];
  if (value instanceof MinKey) return ['minKey'];
  if (value instanceof MaxKey) return ['maxKey'];
  return isPlainDocument(value) ? ['object'] : [];
}

/** JSON Schema `type` names (MongoDB's $jsonSchema has no 'integer'). */
function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' || value instanceof Long || value instanceof Decimal128) return 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  return isPlainDocument(value) ? 'object' : 'other';
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (
    value instanceof Long ||
    value instanceof Decimal128 ||
    value instanceof Int32 ||
    value instanceof Double
  ) {
    return Number(value.toString());
  }
  return undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether `value` satisfies `schema`: the keywords of MongoDB's $jsonSchema (draft 4 plus bsonType). */
export function matchesJsonSchema(schema: Schema, value: unknown): boolean {
  if (schema.bsonType !== undefined) {
    const types = bsonTypesOf(value);
    if (!asList(schema.bsonType).some((type) => types.includes(String(type)))) return false;
  }
  if (schema.type !== undefined && !asList(schema.type).includes(jsonTypeOf(value))) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameValue(option, value))) return false;
  for (const part of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[part];
    if (!Array.isArray(list)) continue;
    const passed = list.filter((sub) => isPlainDocument(sub) && matchesJsonSchema(sub, value)).length;
    if (part === 'allOf' && passed !== list.length) return false;
    if (part === 'anyOf' && passed === 0) return false;
    if (part === 'oneOf' && passed !== 1) return false;
  }
  if (isPlainDocument(schema.not) && matchesJsonSchema(schema.not, value)) return false;
  const number = numberOf(value);
  if (number !== undefined) {
    if (
      typeof schema.minimum === 'number' &&
      (schema.exclusiveMinimum ? number <= schema.minimum : number < schema.minimum)
    )
      return false;
    if (
      typeof schema.maximum === 'number' &&
      (schema.exclusiveMaximum ? number >= schema.maximum : number > schema.maximum)
    )
      return false;
    if (typeof schema.multipleOf === 'number' && number % schema.multipleOf !== 0) return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (Array.isArray(value) && !matchesArray(schema, value)) return false;
  if (isPlainDocument(value) && !matchesObject(schema, value)) return false;
  return true;
}

function matchesArray(schema: Schema, value: unknown[]): boolean {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) return false;
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return false;
  if (
    schema.uniqueItems === true &&
    value.some((item, i) => value.findIndex((other) => sameValue(other, item)) !== i)
  ) {
    return false;
  }
  const { items } = schema;
  if (isPlainDocument(items)) return value.every((item) => matchesJsonSchema(items, item));
  if (Array.isArray(items)) {
    const tuple = items.every(
      (sub, i) => i >= value.length || (isPlainDocument(sub) && matchesJsonSchema(sub, value[i])),
    );
    if (!tuple) return false;
    const extra = value.slice(items.length);
    if (schema.additionalItems === false) return extra.length === 0;
    if (isPlainDocument(schema.additionalItems))
      return extra.every((item) => matchesJsonSchema(schema.additionalItems as Schema, item));
  }
  return true;
}

function matchesObject(schema: Schema, value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) return false;
  if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) return false;
  if (Array.isArray(schema.required) && !schema.required.every((field) => String(field) in value))
    return false;
  const properties = isPlainDocument(schema.properties) ? schema.properties : {};
  const patterns = isPlainDocument(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  for (const key of keys) {
    const property = properties[key];
    let described = isPlainDocument(property);
    if (isPlainDocument(property) && !matchesJsonSchema(property, value[key])) return false;
    for (const [pattern, sub] of patterns) {
      if (!new RegExp(pattern, 'u').test(key)) continue;
      described = true;
      if (isPlainDocument(sub) && !matchesJsonSchema(sub, value[key])) return false;
    }
    if (described) continue;
    if (schema.additionalProperties === false) return false;
    if (
      isPlainDocument(schema.additionalProperties) &&
      !matchesJsonSchema(schema.additionalProperties, value[key])
    ) {
      return false;
    }
  }
  if (isPlainDocument(schema.dependencies)) {
    for (const [field, dependency] of Object.entries(schema.dependencies)) {
      if (!(field in value)) continue;
      if (Array.isArray(dependency) && !dependency.every((name) => String(name) in value)) return false;
      if (isPlainDocument(dependency) && !matchesJsonSchema(dependency, value)) return false;
    }
  }
  return true;
}
