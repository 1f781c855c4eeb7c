import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { type Doc, getPath, isPlainDocument, setPath } from './documents';

const POSITIONAL = /\.\$(?=\.|$)/;

function noMatch(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.BadValue,
    'The positional operator did not find the match needed from the query.',
  );
}

/** The filter's conditions on `arrayPath` or below it, top-level `$and` included. */
function conditionsOn(filter: Doc, arrayPath: string): Doc[] {
  const found: Doc[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainDocument(part)) found.push(...conditionsOn(part, arrayPath));
    } else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) found.push({ [key]: condition });
  }
  return found;
}

/** Index of the first element of `arrayPath` that the filter's conditions on that array match (mongod's `$`). */
export function matchedIndex(doc: Doc, arrayPath: string, filter: Doc): number {
  const array = getPath(doc, arrayPath);
  const conditions = conditionsOn(filter, arrayPath).map((condition) => new Query(condition));
  if (!Array.isArray(array) || conditions.length === 0) throw noMatch();
  const index = array.findIndex((element) => {
    const probe: Doc = {};
    setPath(probe, arrayPath, [element]);
    return conditions.every((query) => query.test(probe));
  });
  if (index < 0) throw noMatch();
  return index;
}

/**
 * Replaces each positional `$` of an update with the index of the element the filter matched, as mongod does
 * before applying it. Paths then name their element, so `children.$.name` and `children.$.updatedAt` (what
 * mongoose timestamps send) no longer look like a conflict on `children`.
 */
export function resolvePositionalPaths(modifier: Doc, doc: Doc, filter: Doc): Doc {
  const indexes = new Map<string, number>();
  const resolved: Doc = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainDocument(fields)) {
      resolved[operator] = fields;
      continue;
    }
    const out: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      const match = POSITIONAL.exec(path);
      if (!match) {
        out[path] = value;
        continue;
      }
      const arrayPath = path.slice(0, match.index);
      let index = indexes.get(arrayPath);
      if (index === undefined) {
        index = matchedIndex(doc, arrayPath, filter);
        indexes.set(arrayPath, index);
      }
      out[`${arrayPath}.${index}${path.slice(match.index + 2)}`] = value;
    }
    resolved[operator] = out;
  }
  return resolved;
}

export function hasPositionalPath(modifier: Doc): boolean {
  return Object.values(modifier).some(
    (fields) => isPlainDocument(fields) && Object.keys(fields).some((path) => POSITIONAL.test(path)),
  );
}
