import { type Doc, isPlainDocument } from './documents';
import { numberType, plainNumber, plainNumbers, typedNumber } from './numberTypes';

/**
 * mingo updates the plain view of a document; this puts the BSON number types back into its result as mongod
 * would have them: untouched numbers keep their type, `$set` stores the type it was sent with, and `$inc`/`$mul`
 * follow MongoDB's promotion (anything with a double gives a double, else anything with a long gives a long, and
 * two ints give an int unless the result overflows int32, then a long).
 */
type Segments = readonly string[];

function getAt(doc: unknown, segments: Segments): unknown {
  let current = doc;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isPlainDocument(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** Replaces an existing value (never creates one). */
function setAt(doc: Doc, segments: Segments, value: unknown): void {
  const parent = getAt(doc, segments.slice(0, -1));
  const last = segments[segments.length - 1]!;
  if (Array.isArray(parent) && Number(last) < parent.length) parent[Number(last)] = value;
  else if (isPlainDocument(parent) && Object.hasOwn(parent, last)) parent[last] = value;
}

/** Numbers of `value` kept with their type (Double, Long), with their paths. */
function keptNumbers(
  value: unknown,
  path: string[] = [],
  found: [string[], unknown][] = [],
): [string[], unknown][] {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++)
      keptNumbers(value[index], [...path, String(index)], found);
  } else if (isPlainDocument(value)) {
    for (const key of Object.keys(value)) keptNumbers(value[key], [...path, key], found);
  } else if (plainNumber(value) !== value) found.push([path, value]);
  return found;
}

const POSITIONAL = /^\$/;

/** The part of an update path before its first positional segment (`a.$.b`, `a.$[x]`), as segments. */
const fixedSegments = (path: string) => {
  const segments = path.split('.');
  const positional = segments.findIndex((segment) => POSITIONAL.test(segment));
  return positional < 0 ? segments : segments.slice(0, positional);
};

const overlaps = (a: Segments, b: Segments) => a.every((segment, i) => i >= b.length || b[i] === segment);

/** The operator update `spec` (with its typed numbers) applied by mingo to `current`'s plain view as `next`. */
export function restoreNumberTypes(current: Doc, spec: Doc, next: Doc, inserting: boolean): void {
  const targets: Segments[] = [];
  for (const fields of Object.values(spec)) {
    if (isPlainDocument(fields)) for (const path of Object.keys(fields)) targets.push(fixedSegments(path));
  }
  for (const [segments, kept] of keptNumbers(current)) {
    if (targets.some((target) => overlaps(target, segments))) continue;
    if (getAt(next, segments) === plainNumber(kept)) setAt(next, segments, kept);
  }
  for (const operator of inserting ? ['$set', '$setOnInsert'] : ['$set']) {
    const fields = spec[operator];
    if (!isPlainDocument(fields)) continue;
    for (const [path, value] of Object.entries(fields)) {
      if (fixedSegments(path).length === path.split('.').length && plainNumbers(value) !== value) {
        setAt(next, path.split('.'), value);
      }
    }
  }
  for (const operator of ['$inc', '$mul']) {
    const fields = spec[operator];
    if (!isPlainDocument(fields)) continue;
    for (const [path, operand] of Object.entries(fields)) {
      const segments = path.split('.');
      if (fixedSegments(path).length !== segments.length) continue;
      const result = getAt(next, segments);
      const types = [numberType(getAt(current, segments)), numberType(operand)];
      if (typeof result !== 'number' || types.includes('decimal')) continue;
      const type = types.includes('double') ? 'double' : types.includes('long') ? 'long' : 'int';
      const overflows =
        type === 'int' && Number.isInteger(result) && (result > 2 ** 31 - 1 || result < -(2 ** 31));
      setAt(next, segments, typedNumber(result, overflows ? 'long' : type));
    }
  }
}
