import { ErrorCodes, MongoCommandError } from '../errors';
import { type Doc, isPlainDocument } from './documents';
import { formatKeyValue } from './formatKeyValue';

/** Operators whose target must be an array when it exists. */
const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pop']);
/** Operators that create what their path names, so every step of the path must be able to hold a field. */
const WRITING_OPERATORS = new Set(['$set', '$setOnInsert', '$inc', '$mul', '$min', '$max', '$currentDate']);

function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (isPlainDocument(value)) return 'object';
  return (value as { _bsontype?: string })?._bsontype?.toLowerCase() ?? typeof value;
}

function arrayRequired(operator: string, path: string, value: unknown, doc: Doc): MongoCommandError {
  const type = bsonTypeName(value);
  if (operator === '$addToSet') {
    return new MongoCommandError(
      ErrorCodes.BadValue,
      `Cannot apply $addToSet to non-array field. Field named '${path}' has non-array type ${type}`,
    );
  }
  if (operator === '$pop') {
    return new MongoCommandError(
      ErrorCodes.TypeMismatch,
      `Path '${path}' contains an element of non-array type '${type}'`,
    );
  }
  return new MongoCommandError(
    ErrorCodes.BadValue,
    `The field '${path}' must be an array but is of type ${type} in document {_id: ${formatKeyValue({ _id: doc._id }).slice(7, -2)}}`,
  );
}

/**
 * mongod refuses, where mingo would silently do nothing: a field created inside an array or a scalar
 * (`comments.body` with `comments` an array) and `$push`/`$addToSet`/`$pop` onto a value that is not an array.
 */
export function assertUpdatablePaths(doc: Doc, modifier: Doc): void {
  for (const [operator, fields] of Object.entries(modifier)) {
    const writes = WRITING_OPERATORS.has(operator);
    const needsArray = ARRAY_OPERATORS.has(operator);
    if ((!writes && !needsArray) || !isPlainDocument(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (path.includes('$')) continue; // arrayFilters paths: mingo resolves them element by element
      const parts = path.split('.');
      let current: unknown = doc;
      for (const [depth, part] of parts.entries()) {
        if (Array.isArray(current) && /^\d+$/.test(part)) {
          current = current[Number(part)];
        } else if (isPlainDocument(current)) {
          current = current[part];
        } else {
          if (current === undefined || current === null) break;
          const parent = parts.slice(0, depth).join('.');
          throw new MongoCommandError(
            ErrorCodes.PathNotViable,
            `Cannot create field '${part}' in element {${parent.split('.').at(-1)}: ${formatKeyValue({ v: current }).slice(5, -2)}}`,
          );
        }
      }
      if (needsArray && current !== undefined && !Array.isArray(current)) {
        throw arrayRequired(operator, path, current, doc);
      }
    }
  }
}
