import { Context } from 'mingo/core';
import { ensureArray, flatten, isEqual, resolve } from 'mingo/util';
import { ErrorCodes, MongoCommandError } from '../errors';
import { MONGOD_QUERY_OPERATORS } from './bsonTypeOperator';
import { type Doc, isPlainDocument } from './documents';

/** A collation that changes string comparison (`locale: 'simple'` or none does not). */
export function isCollating(collation: Doc | undefined): collation is Doc & { locale: string } {
  return typeof collation?.locale === 'string' && collation.locale !== 'simple';
}

const collators = new Map<string, Intl.Collator>();

/** ICU comparison through Intl.Collator: strength 1 ignores case and diacritics, 2 only case, 3 neither. */
function collatorFor(collation: Doc & { locale: string }): Intl.Collator {
  const strength = typeof collation.strength === 'number' ? collation.strength : 3;
  const key = `${collation.locale}/${strength}/${collation.caseLevel === true}/${collation.numericOrdering === true}`;
  let collator = collators.get(key);
  if (!collator) {
    const sensitivity =
      strength === 1 ? (collation.caseLevel ? 'case' : 'base') : strength === 2 ? 'accent' : 'variant';
    collator = new Intl.Collator(icuLocale(collation.locale), {
      sensitivity,
      numeric: collation.numericOrdering === true,
    });
    collators.set(key, collator);
  }
  return collator;
}

/** mongod takes ICU locale ids (`en_US`, `ro`); Intl wants BCP 47 tags (`en-US`). An unknown one fails as in mongod. */
export function icuLocale(locale: string): string {
  const tag = locale.replace(/_/g, '-');
  try {
    if (Intl.Collator.supportedLocalesOf([tag]).length > 0) return tag;
  } catch {
    // an ill-formed tag: reported below
  }
  throw new MongoCommandError(ErrorCodes.BadValue, `Field 'locale' is invalid in: { locale: "${locale}" }`);
}

type Predicate = (value: unknown, operand: unknown) => boolean;

/** mingo's path semantics: a condition holds when the value, or any element of an array value, satisfies it. */
function anyValue(selector: string, predicate: Predicate) {
  const depth = selector.split('.').length;
  return (operand: unknown) => (doc: Doc) => {
    const value = resolve(doc, selector, { unwrapArray: true });
    if (predicate(value, operand)) return true;
    return Array.isArray(value) && flatten(value, depth).some((element) => predicate(element, operand));
  };
}

function collationOperators(collator: Intl.Collator) {
  const equal: Predicate = (a, b) =>
    typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) === 0 : isEqual(a, b);
  const ordered =
    (test: (order: number) => boolean): Predicate =>
    (a, b) =>
      typeof a === 'string' && typeof b === 'string' && test(collator.compare(a, b));
  const within: Predicate = (a, b) =>
    ensureArray(b).some((option) => (a == null ? option === null : equal(a, option)));
  const make = (predicate: Predicate) => (selector: string, operand: unknown) =>
    anyValue(selector, predicate)(operand);
  const eq = make(equal);
  const inList = make(within);
  return {
    ...MONGOD_QUERY_OPERATORS,
    $collationEq: eq,
    $collationNe: (selector: string, operand: unknown) => {
      const test = eq(selector, operand);
      return (doc: Doc) => !test(doc);
    },
    $collationIn: inList,
    $collationNin: (selector: string, operand: unknown) => {
      const test = inList(selector, operand);
      return (doc: Doc) => !test(doc);
    },
    $collationGt: make(ordered((order) => order > 0)),
    $collationGte: make(ordered((order) => order >= 0)),
    $collationLt: make(ordered((order) => order < 0)),
    $collationLte: make(ordered((order) => order <= 0)),
  };
}

const RENAMED: Record<string, string> = {
  $eq: '$collationEq',
  $ne: '$collationNe',
  $in: '$collationIn',
  $nin: '$collationNin',
  $gt: '$collationGt',
  $gte: '$collationGte',
  $lt: '$collationLt',
  $lte: '$collationLte',
};

const hasString = (value: unknown): boolean =>
  typeof value === 'string' || (Array.isArray(value) && value.some((item) => typeof item === 'string'));

/** Field conditions comparing strings become the collation-aware operators; the rest is left to mingo. */
function rewriteCondition(condition: unknown): unknown {
  if (typeof condition === 'string') return { $collationEq: condition };
  if (!isPlainDocument(condition) || !Object.keys(condition).some((key) => key.startsWith('$')))
    return condition;
  const out: Doc = {};
  for (const [operator, operand] of Object.entries(condition)) {
    const renamed = RENAMED[operator];
    if (renamed && hasString(operand)) out[renamed] = operand;
    else if (operator === '$not') out[operator] = rewriteCondition(operand);
    else if (operator === '$elemMatch' && isPlainDocument(operand)) out[operator] = collatedFilter(operand);
    else out[operator] = operand;
  }
  return out;
}

/** The filter with its string comparisons made collation-aware (through the operators of `collationContext`). */
export function collatedFilter(filter: Doc): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      out[key] = value.map((part) => (isPlainDocument(part) ? collatedFilter(part) : part));
    } else if (key.startsWith('$')) out[key] = value;
    else out[key] = rewriteCondition(value);
  }
  return out;
}

const contexts = new Map<Intl.Collator, Context>();

/** mingo query operators comparing strings with the collation's collator. */
export function collationContext(collation: Doc & { locale: string }): Context {
  const collator = collatorFor(collation);
  let context = contexts.get(collator);
  if (!context) {
    context = Context.init({ query: collationOperators(collator) as never });
    contexts.set(collator, context);
  }
  return context;
}

/**
 * Index keys of a case-insensitive collation (strength 1 or 2): strings folded the way the collation compares
 * them (lower case; strength 1 also without diacritics), so equal strings share a key. Undefined when the
 * collation compares exactly enough for raw keys.
 */
export function collationFold(collation: Doc | undefined): ((text: string) => string) | undefined {
  if (!isCollating(collation) || typeof collation.strength !== 'number' || collation.strength >= 3)
    return undefined;
  const locale = icuLocale(collation.locale);
  return collation.strength === 1
    ? (text) =>
        text
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .toLocaleLowerCase(locale)
    : (text) => text.toLocaleLowerCase(locale);
}

/** No collation, or the simple one: strings compare by code units. */
function isSimpleCollation(collation: unknown): boolean {
  return !isPlainDocument(collation) || !isCollating(collation);
}

/** Whether an index built with `indexCollation` may answer string bounds of a query with `queryCollation`. */
export function sameCollation(indexCollation: unknown, queryCollation: Doc | undefined): boolean {
  if (isSimpleCollation(indexCollation) || isSimpleCollation(queryCollation))
    return isSimpleCollation(indexCollation) && isSimpleCollation(queryCollation);
  const a = indexCollation as Doc;
  const b = queryCollation as Doc;
  return a.locale === b.locale && (a.strength ?? 3) === (b.strength ?? 3);
}

/** The filter's top-level string values folded like a collated index's keys (to plan over that index). */
export function foldedFilter(filter: Doc, fold: (text: string) => string): Doc {
  const foldValue = (value: unknown): unknown => {
    if (typeof value === 'string') return fold(value);
    if (Array.isArray(value)) return value.map(foldValue);
    if (isPlainDocument(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, foldValue(v)]));
    return value;
  };
  return foldValue(filter) as Doc;
}
