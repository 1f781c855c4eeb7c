import { Decimal128, Long, Timestamp } from 'bson';
import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { collationFold } from './collation';
import { type Doc, isPlainDocument } from './documents';
import { formatKeyValue } from './formatKeyValue';
import { encodeValue, TypeClass } from './keyEncoding';
import { matchView } from './numberTypes';
import { SortedEntries, SortedEntriesWriter, type SplitKey } from './SortedEntries';
import { byString } from './steppedSort';

export type KeyPattern = Record<string, unknown>;

/** An index definition as listIndexes reports it. */
export interface IndexSpec {
  v: number;
  key: KeyPattern;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

/** One key a document produces: its encoding and the raw values, kept for duplicate-key errors. */
export interface DocumentKey {
  readonly encoded: string;
  readonly values: unknown[];
  /** `encoded` as the first field's part and the others' (the index stores them apart: SortedEntries.ts). */
  readonly parts: SplitKey;
}

const EMPTY_ARRAY = Symbol('empty array');

/** A number whose index key is its value rounded to a double. */
function isInexactNumber(value: unknown): boolean {
  if (value instanceof Decimal128) return true;
  return value instanceof Long && !(value instanceof Timestamp) && !Number.isSafeInteger(value.toNumber());
}

/** Values found at a dotted path, descending into arrays of sub-documents the way MongoDB indexes them. */
function collectPathValues(value: unknown, parts: readonly string[], depth: number, out: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(EMPTY_ARRAY);
      else out.push(...value);
    } else out.push(value);
    return;
  }
  const part = parts[depth]!;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length) {
      collectPathValues(value[Number(part)], parts, depth + 1, out);
      return;
    }
    if (value.length === 0) out.push(undefined);
    for (const element of value) {
      if (isPlainDocument(element)) collectPathValues(element, parts, depth, out);
      else out.push(undefined);
    }
    return;
  }
  if (isPlainDocument(value)) collectPathValues(value[part], parts, depth + 1, out);
  else out.push(undefined);
}

function encodeComponent(value: unknown, fold?: (text: string) => string): string {
  if (value === EMPTY_ARRAY) return TypeClass.Undefined;
  return encodeValue(fold && typeof value === 'string' ? fold(value) : value);
}

/** The encoded keys a document has at a dotted path (one per array element, as an index would store them). */
export function encodedKeysAt(doc: Doc, path: string): string[] {
  const values: unknown[] = [];
  collectPathValues(doc, path.split('.'), 0, values);
  return values.map((value) => encodeComponent(value));
}

function displayValue(value: unknown): unknown {
  if (value === EMPTY_ARRAY) return [];
  return value === undefined ? null : value;
}

/**
 * A key's parts joined into one flat string. Concatenation (`a + b`) makes a tree of string pieces that V8
 * flattens on the first comparison into a new string while keeping the tree's head pointing at it: two objects
 * per key, not one. An index holds every key it is given (some 20 million at 100,000 tabs), so the extra ones were
 * memory and work for every major garbage collection. `join` lays the characters out once (the empty part keeps a
 * key of one part from being handed back as it came).
 */
function flatKey(parts: readonly string[]): string {
  return parts.length === 1 ? [parts[0], ''].join('') : parts.join('');
}

/**
 * A key's head and tail as strings of their own. `previousTail` is the document's key before: when the texts are
 * equal (an array leads the index, the other fields are single values) its instance is kept, one for all the keys.
 */
function splitKey(key: string, parts: readonly string[], previousTail: string): SplitKey {
  if (parts.length === 1) return { head: key, tail: '' };
  const headLength = parts[0]!.length;
  const sameTail = previousTail.length === key.length - headLength && key.endsWith(previousTail);
  return { head: flatKey([parts[0]!]), tail: sameTail ? previousTail : flatKey(parts.slice(1)) };
}

/**
 * A document's keys from its fields' values (`encoded`: each value's encoding): one per combination of the values
 * of its multi-valued fields, in order, each once. Built from the combination's number rather than field by field:
 * copying every partial key at each field made 210 arrays a tab for an index of five fields led by its 42
 * progression grams.
 */
function combinedKeys(values: readonly unknown[][], encoded: readonly string[][]): DocumentKey[] {
  const count = values.reduce((product, fieldValues) => product * fieldValues.length, 1);
  const seen = count > 1 ? new Set<string>() : undefined;
  const parts = new Array<string>(values.length);
  const keys: DocumentKey[] = [];
  let tail = '';
  for (let combination = 0; combination < count; combination++) {
    const keyValues = new Array<unknown>(values.length);
    let rest = combination;
    for (let field = values.length - 1; field >= 0; field--) {
      const size = values[field]!.length;
      const at = rest % size;
      rest = (rest - at) / size;
      parts[field] = encoded[field]![at]!;
      keyValues[field] = values[field]![at];
    }
    const key = flatKey(parts);
    if (seen?.has(key)) continue;
    seen?.add(key);
    keys.push({ encoded: key, values: keyValues, parts: splitKey(key, parts, tail) });
    tail = keys[keys.length - 1]!.parts.tail;
  }
  return keys;
}

/**
 * The records holding one key: a single record id as a number, several in an array. In indexes that end in `_id`
 * every key belongs to one record, and an array of one for each of millions of keys was that many more objects.
 */
export type HeldRids = number | number[];

/** Each record id of a key's holders, in the order collected. */
export function forEachRid(held: HeldRids, use: (rid: number) => void): void {
  if (typeof held === 'number') use(held);
  else for (const rid of held) use(rid);
}

/** A secondary (or the _id) index: a sorted structure of encoded keys pointing at record ids. */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: readonly string[];
  readonly entries = new SortedEntries();
  multikey = false;
  /** The positions of the fields that gave a document several keys (mongod's multikey paths). */
  readonly multikeyPositions = new Set<number>();
  /**
   * Set once a key holds a Decimal128 or a Long beyond 2^53: their keys are rounded to a double, so a range of
   * numbers can no longer be counted from keys alone (see keyRangeCount.ts). Like `multikey`, it stays set.
   */
  inexactNumbers = false;
  private readonly fieldParts: readonly (readonly string[])[];
  private readonly partialFilter: Query | undefined;
  /** Folds string keys of an index with a case-insensitive collation. */
  private readonly fold: ((text: string) => string) | undefined;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fold = collationFold(isPlainDocument(spec.collation) ? spec.collation : undefined);
    this.fields = Object.keys(spec.key);
    this.fieldParts = this.fields.map((field) => field.split('.'));
    this.partialFilter = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    // The _id index is unique without saying so in its definition, as in mongod.
    return this.spec.unique === true || this.spec.name === '_id_';
  }

  /** Whether every matching document is guaranteed to be in the index, so a scan never misses one. */
  get coversAllDocuments(): boolean {
    return !this.spec.sparse && !this.partialFilter;
  }

  /** The distinct keys a document produces; none when sparse/partial rules leave it out. */
  keysOf(doc: Doc): DocumentKey[] {
    if (this.partialFilter && !this.partialFilter.test(matchView(doc))) return [];
    const perField = this.fieldParts.map((parts) => {
      const values: unknown[] = [];
      collectPathValues(doc, parts, 0, values);
      return values;
    });
    if (this.spec.sparse && perField.every((values) => values.every((value) => value === undefined)))
      return [];
    return combinedKeys(
      perField,
      perField.map((values) => values.map((value) => encodeComponent(value, this.fold))),
    );
  }

  /** Throws MongoDB's E11000 error when another record already holds one of these keys. */
  assertUnique(keys: readonly DocumentKey[], rid: number, namespace: string): void {
    if (!this.unique) return;
    for (const key of keys) {
      if (this.entries.findOther(key.encoded, rid)) throw this.duplicateKeyError(key, namespace);
    }
  }

  /**
   * Fills the index from every record at once: keys grouped by value, the distinct values sorted once (instead
   * of one sorted insert per key). Throws E11000 at the first record repeating a key of a unique index, as
   * one-by-one inserts would.
   */
  build(records: Iterable<readonly [number, Doc]>, namespace: string): void {
    const ridsByKey = new Map<string, HeldRids>();
    for (const [rid, doc] of records) {
      const repeated = this.collectKeys(rid, doc, ridsByKey);
      if (repeated && this.unique) throw this.duplicateKeyError(repeated, namespace);
    }
    this.load(ridsByKey);
  }

  /** Adds a record's keys to `ridsByKey` (records come in ascending rid order); returns a key already there. */
  private collectKeys(rid: number, doc: Doc, ridsByKey: Map<string, HeldRids>): DocumentKey | undefined {
    const keys = this.readKeys(doc);
    let repeated: DocumentKey | undefined;
    for (const key of keys) {
      const held = ridsByKey.get(key.encoded);
      if (held === undefined) {
        ridsByKey.set(key.encoded, rid);
      } else {
        if (typeof held === 'number') ridsByKey.set(key.encoded, [held, rid]);
        else held.push(rid);
        repeated ??= key;
      }
    }
    return repeated;
  }

  /** The keys of a document read to build the index, noted as an insert's are (multikey, inexact numbers). */
  readKeys(doc: Doc): DocumentKey[] {
    const keys = this.keysOf(doc);
    this.noteKeys(keys);
    return keys;
  }

  /** Replaces the entries with the collected keys, their distinct values sorted once. */
  load(ridsByKey: ReadonlyMap<string, HeldRids>): void {
    const writer = new SortedEntriesWriter();
    for (const key of [...ridsByKey.keys()].sort(byString))
      forEachRid(ridsByKey.get(key)!, (rid) => writer.append(key, '', rid));
    this.entries.loadChunks(writer);
  }

  add(keys: readonly DocumentKey[], rid: number): void {
    this.noteKeys(keys);
    for (const key of keys) this.entries.insert({ key: key.encoded, rid }, key.parts);
  }

  private noteKeys(keys: readonly DocumentKey[]): void {
    // Like mongod, an index stays multikey once a document gave it several keys: it can no longer serve sorts.
    if (keys.length > 1) this.noteMultikey(keys);
    if (!this.inexactNumbers && keys.some((key) => key.values.some(isInexactNumber)))
      this.inexactNumbers = true;
  }

  private noteMultikey(keys: readonly DocumentKey[]): void {
    this.multikey = true;
    const [first, ...others] = keys;
    this.fields.forEach((_, position) => {
      if (this.multikeyPositions.has(position)) return;
      // The other fields' values are the same objects in every key of a document.
      if (others.some((key) => key.values[position] !== first?.values[position]))
        this.multikeyPositions.add(position);
    });
  }

  /**
   * Whether a scan meets each document at most once: always without arrays; over a multikey index, when it is
   * one range pinning every field that held an array to one value (a document then has one key within it).
   */
  oneKeyPerDocument(ranges: number, pinnedFields: number): boolean {
    if (!this.multikey) return true;
    return ranges === 1 && [...this.multikeyPositions].every((position) => position < pinnedFields);
  }

  remove(keys: readonly DocumentKey[], rid: number): void {
    for (const key of keys) this.entries.remove({ key: key.encoded, rid });
  }

  private duplicateKeyError(key: DocumentKey, namespace: string): MongoCommandError {
    const keyValue: Doc = {};
    this.fields.forEach((field, position) => {
      keyValue[field] = displayValue(key.values[position]);
    });
    return new MongoCommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${namespace} index: ${this.name} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern: this.spec.key, keyValue },
    );
  }
}
