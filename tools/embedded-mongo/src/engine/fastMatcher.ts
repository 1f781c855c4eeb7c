import { ObjectId } from 'bson';
import { type Doc, isPlainDocument } from './documents';

/** A document's verdict: matches or not, or undefined when the general matcher (mingo) must decide. */
export type FastMatcher = (doc: Doc) => boolean | undefined;

type Scalar = string | boolean | number | ObjectId;
type ValueTest = (value: unknown) => boolean | undefined;

/** Numbers compare by value whatever their BSON type (int, long, double), as JavaScript numbers do; NaN aside. */
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && !Number.isNaN(value)) ||
  value instanceof ObjectId;

/** A key per scalar value: equal values, and only they, share it. */
function keyOf(value: Scalar): string {
  if (typeof value === 'string') return `s${value}`;
  if (typeof value === 'boolean') return `b${value}`;
  if (typeof value === 'number') return `n${value}`;
  return `o${value.toHexString()}`;
}

/**
 * Applies `test` to a stored value the way MongoDB applies a condition to a field: to the value, or to each
 * element of an array. Values whose comparison is subtle (nested arrays, sub-documents, BSON types other than
 * ObjectId) are left to the general matcher.
 */
function onValue(value: unknown, test: (scalar: unknown) => boolean): boolean | undefined {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) {
    let matched = false;
    for (const element of value) {
      // Nested arrays, sub-documents and other BSON values.
      if (typeof element === 'object' && element !== null && !(element instanceof ObjectId)) return undefined;
      if (!matched && test(element)) matched = true;
    }
    return matched;
  }
  if (isPlainDocument(value)) return undefined;
  if (typeof value === 'object' && !(value instanceof ObjectId)) return undefined;
  return test(value);
}

/**
 * Strings and numbers are looked up as they are (no key string built per stored value: an array of a hundred
 * strings is tested on every candidate); booleans and ObjectIds by their key.
 */
function inTest(values: readonly Scalar[]): ValueTest {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const keys = new Set<string>();
  for (const value of values) {
    if (typeof value === 'string') strings.add(value);
    else if (typeof value === 'number') numbers.add(value);
    else keys.add(keyOf(value));
  }
  const has = (scalar: unknown) => {
    if (typeof scalar === 'string') return strings.has(scalar);
    if (typeof scalar === 'number') return numbers.has(scalar);
    return isScalar(scalar) && keys.has(keyOf(scalar));
  };
  return (value) => onValue(value, has);
}

function regexTest(pattern: unknown, flags: unknown): ValueTest | undefined {
  // Stateful (g, y) or non-JavaScript flags are left to the general matcher.
  const plainFlags = (value: string) => /^[ims]*$/.test(value);
  let regex: RegExp;
  if (pattern instanceof RegExp && flags === undefined && plainFlags(pattern.flags)) regex = pattern;
  else if (
    typeof pattern === 'string' &&
    (flags === undefined || (typeof flags === 'string' && plainFlags(flags)))
  )
    regex = new RegExp(pattern, flags ?? '');
  else return undefined;
  return (value) => onValue(value, (scalar) => typeof scalar === 'string' && regex.test(scalar));
}

const RANGE_OPERATORS: Readonly<Record<string, (order: number) => boolean>> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

/** A comparable number for a range bound or stored value of one kind (number, date, string), else undefined. */
function rangeKind(value: unknown): 'number' | 'date' | 'string' | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : 'number';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : 'date';
  return typeof value === 'string' ? 'string' : undefined;
}

function order(a: number | string | Date, b: number | string | Date): number {
  const [x, y] = a instanceof Date && b instanceof Date ? [a.getTime(), b.getTime()] : [a, b];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * `{ $gt/$gte/$lt/$lte }` with bounds of one kind. Only a stored value of the same kind is decided: arrays (each
 * bound may be met by another element), other types (bracketing) and missing values are left to mingo.
 */
function rangeTest(condition: Doc): ValueTest | undefined {
  const bounds = Object.entries(condition);
  const kind = rangeKind(bounds[0]?.[1]);
  if (!kind || !bounds.every(([operator, bound]) => operator in RANGE_OPERATORS && rangeKind(bound) === kind))
    return undefined;
  const checks = bounds.map(([operator, bound]) => {
    const accepts = RANGE_OPERATORS[operator]!;
    return (value: number | string | Date) => accepts(order(value, bound as number | string | Date));
  });
  return (value) =>
    rangeKind(value) === kind ? checks.every((check) => check(value as number | string | Date)) : undefined;
}

/**
 * `scalar`, `{ $eq }`, `{ $in: [scalars] }`, a regular expression, `{ $regex, $options }` or a range of one kind;
 * else undefined.
 */
function conditionTest(condition: unknown): ValueTest | undefined {
  if (isScalar(condition)) return inTest([condition]);
  if (condition instanceof RegExp) return regexTest(condition, undefined);
  if (!isPlainDocument(condition)) return undefined;
  const operators = Object.keys(condition);
  if (operators.length === 1 && operators[0] === '$eq' && isScalar(condition.$eq))
    return inTest([condition.$eq]);
  if (operators.length === 1 && operators[0] === '$in') {
    const values = condition.$in;
    return Array.isArray(values) && values.every(isScalar) ? inTest(values) : undefined;
  }
  if (
    operators.every((operator) => operator === '$regex' || operator === '$options') &&
    '$regex' in condition
  )
    return regexTest(condition.$regex, condition.$options);
  return rangeTest(condition);
}

function all(matchers: readonly FastMatcher[]): FastMatcher {
  return (doc) => {
    let verdict: boolean | undefined = true;
    for (const matcher of matchers) {
      const result = matcher(doc);
      if (result === false) return false;
      if (result === undefined) verdict = undefined;
    }
    return verdict;
  };
}

function any(matchers: readonly FastMatcher[]): FastMatcher {
  return (doc) => {
    let verdict: boolean | undefined = false;
    for (const matcher of matchers) {
      const result = matcher(doc);
      if (result === true) return true;
      if (result === undefined) verdict = undefined;
    }
    return verdict;
  };
}

function compileAll(parts: unknown): FastMatcher[] | undefined {
  if (!Array.isArray(parts) || parts.length === 0 || !parts.every(isPlainDocument)) return undefined;
  const matchers = parts.map(compileFastMatcher);
  return matchers.every((matcher) => matcher !== undefined) ? matchers : undefined;
}

/**
 * A native matcher for the common filters whose test per candidate dominates a query once the index has read
 * the candidates (the search's trigram or word candidates verified by a regular expression): equality, $in of
 * strings, booleans, numbers or ObjectIds, regular expressions and ranges on top-level fields, combined by $and and $or. mingo
 * costs microseconds per document for them, mongod a fraction. Undefined when the filter has anything else; the
 * matcher itself answers undefined for documents whose values it leaves to mingo, so results never differ.
 */
export function compileFastMatcher(filter: Doc): FastMatcher | undefined {
  const matchers: FastMatcher[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || field === '$or') {
      const parts = compileAll(condition);
      if (!parts) return undefined;
      matchers.push(field === '$and' ? all(parts) : any(parts));
      continue;
    }
    if (field.startsWith('$') || field.includes('.')) return undefined;
    const test = conditionTest(condition);
    if (!test) return undefined;
    matchers.push((doc) => test(Object.hasOwn(doc, field) ? doc[field] : undefined));
  }
  return matchers.length === 0 ? undefined : all(matchers);
}
