import { BSONSymbol, Decimal128, Double, deserialize, Int32, Long, serialize } from 'bson';
import { type Doc, isPlainDocument } from './plainDocument';

/**
 * Stored numbers are plain JavaScript numbers when the BSON serializer gives them back their type anyway (Int32 for
 * integers in int32 range, Double otherwise). The other numbers, an integral Double in int32 range and a Long
 * within double precision, stay `Double`/`Long` objects so they round-trip with their type; mingo cannot compare
 * those, so it reads such documents through a view with plain numbers. Messages without them take the usual path.
 */
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const SAFE_MIN = BigInt(Number.MIN_SAFE_INTEGER);
const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Set once a kept number is stored, so that engines that never store one skip every check. */
let typedNumbersSeen = false;

/** A number the BSON serializer writes as Int32 (it writes -0 as a Double). */
const isInt32 = (value: number) =>
  Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX && !Object.is(value, -0);

/** Scratch space to read a little-endian double without allocating per number. */
const DOUBLE_BYTES = new Uint8Array(8);
const DOUBLE_VIEW = new Float64Array(DOUBLE_BYTES.buffer);
/** A Long's high word within ±2^21 keeps its value within double precision (see `isSafeLong`). */
const SAFE_HIGH_WORD = 2 ** 21;

const int32At = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24);

function doubleAt(bytes: Uint8Array, at: number): number {
  for (let i = 0; i < 8; i++) DOUBLE_BYTES[i] = bytes[at + i]!;
  return DOUBLE_VIEW[0]!;
}

/** Whether the Long at `at` lies within ±(2^53 − 1), read from its two words without a BigInt. */
function isSafeLong(bytes: Uint8Array, at: number): boolean {
  const high = int32At(bytes, at + 4);
  if (high > -SAFE_HIGH_WORD && high < SAFE_HIGH_WORD) return true;
  return high === -SAFE_HIGH_WORD && int32At(bytes, at) !== 0;
}

/**
 * Whether the encoded document holds a number the usual decoding would give back with another BSON type. It runs
 * on every document the engine receives, so it reads bytes in place and allocates nothing.
 */
export function hasTypedNumbers(bytes: Uint8Array, start = 0, end = start + int32At(bytes, start)): boolean {
  let position = start + 4;
  while (position < end - 1) {
    const type = bytes[position++]!;
    while (bytes[position] !== 0) position++;
    position++;
    switch (type) {
      case 0x01:
        if (isInt32(doubleAt(bytes, position))) return true;
        position += 8;
        break;
      case 0x12:
        if (isSafeLong(bytes, position)) return true;
        position += 8;
        break;
      case 0x03:
      case 0x04: {
        const size = int32At(bytes, position);
        if (hasTypedNumbers(bytes, position, position + size)) return true;
        position += size;
        break;
      }
      case 0x02:
      case 0x0d:
      case 0x0e:
        position += 4 + int32At(bytes, position);
        break;
      case 0x05:
        position += 5 + int32At(bytes, position);
        break;
      case 0x07:
        position += 12;
        break;
      case 0x08:
        position += 1;
        break;
      case 0x09:
      case 0x11:
        position += 8;
        break;
      case 0x10:
        position += 4;
        break;
      case 0x13:
        position += 16;
        break;
      case 0x0b:
        while (bytes[position] !== 0) position++;
        position++;
        while (bytes[position] !== 0) position++;
        position++;
        break;
      case 0x0c:
        position += 4 + int32At(bytes, position) + 12;
        break;
      case 0x0f:
        position += int32At(bytes, position);
        break;
      case 0x06:
      case 0x0a:
      case 0x7f:
      case 0xff:
        break;
      default:
        // Malformed: the decoder reports it.
        return false;
    }
  }
  return false;
}

/** A number decoded with `promoteValues: false` as the engine stores it. */
function storedNumber(value: unknown): unknown {
  if (value instanceof Int32) return value.value;
  if (value instanceof Double) return isInt32(value.value) ? value : value.value;
  if (value instanceof BSONSymbol) return value.toString();
  return value;
}

/** Decodes a value decoded without promotion into the stored representation (see the module comment). */
function keepTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keepTypes);
  if (isPlainDocument(value)) {
    for (const key of Object.keys(value)) value[key] = keepTypes(value[key]);
    return value;
  }
  return storedNumber(value);
}

/**
 * Decodes a BSON document. When it holds typed numbers (see the module comment) they are kept as objects, and
 * `typed` is true: the caller then says which parts are stored values (`keepStoredTypes`) and makes the rest
 * plain.
 */
export function decodeDocument(bytes: Uint8Array, options: Doc): { doc: Doc; typed: boolean } {
  if (!hasTypedNumbers(bytes)) return { doc: deserialize(bytes, options), typed: false };
  return { doc: keepTypes(deserialize(bytes, { ...options, promoteValues: false })) as Doc, typed: true };
}

/** A deep copy of a stored document holding kept numbers, keeping them. */
export function cloneKeepingTypes<T extends Doc>(doc: T, options: Doc): T {
  return keepTypes(deserialize(serialize(doc), { ...options, promoteValues: false })) as T;
}

/** A value that will be stored as it is: from now on, stored documents are checked for kept numbers. */
export function keepStoredTypes<T>(value: T): T {
  if (!typedNumbersSeen && plainNumbers(value) !== value) typedNumbersSeen = true;
  return value;
}

/**
 * A typed command with plain numbers except in the values it stores: inserted documents, and update documents
 * (not pipelines, which mingo evaluates).
 */
export function plainExceptStoredValues(command: Doc): Doc {
  const keepUpdate = (update: unknown) =>
    isPlainDocument(update) ? keepStoredTypes(update) : plainNumbers(update);
  const out: Doc = {};
  for (const key of Object.keys(command)) {
    const value = command[key];
    if (key === 'documents') out[key] = keepStoredTypes(value);
    else if (key === 'update') out[key] = keepUpdate(value);
    else if (key === 'updates' && Array.isArray(value)) {
      out[key] = value.map((statement) =>
        isPlainDocument(statement) ? { ...plainNumbers(statement), u: keepUpdate(statement.u) } : statement,
      );
    } else out[key] = plainNumbers(value);
  }
  return out;
}

export const anyTypedNumbers = () => typedNumbersSeen;

/** The plain number of a kept `Double`/`Long` (or `Int32`), else the value unchanged. */
export function plainNumber(value: unknown): unknown {
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Long) {
    const big = value.toBigInt();
    return big >= SAFE_MIN && big <= SAFE_MAX ? Number(big) : value;
  }
  return value;
}

const isKeptNumber = (value: unknown) =>
  value instanceof Double || value instanceof Long || value instanceof Int32;

/** The value with every kept number plain; the same object when it holds none (copies only what changes). */
export function plainNumbers<T>(value: T): T {
  if (isKeptNumber(value)) return plainNumber(value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const plain = plainNumbers(value[index]);
      if (plain === value[index]) continue;
      out ??= [...value];
      out[index] = plain;
    }
    return (out ?? value) as T;
  }
  if (!isPlainDocument(value)) return value;
  let out: Doc | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const plain = plainNumbers(item);
    if (plain === item) continue;
    out ??= { ...value };
    out[key] = plain;
  }
  return (out ?? value) as T;
}

/** Stored documents holding kept numbers, and the plain view mingo reads them through. */
const VIEWS = new WeakMap<Doc, Doc>();
const SOURCES = new WeakMap<Doc, Doc>();

/** Registers a stored document's plain view when it holds kept numbers. */
export function registerStored(doc: Doc): void {
  if (!typedNumbersSeen) return;
  const view = plainNumbers(doc);
  if (view === doc) return;
  VIEWS.set(doc, view);
  SOURCES.set(view, doc);
}

/** What mingo reads for a stored document: its plain view, or the document itself. */
export function matchView(doc: Doc): Doc {
  return typedNumbersSeen ? (VIEWS.get(doc) ?? doc) : doc;
}

/** The stored document behind a view (for `$type`, which must see the kept types). */
export function sourceOf(doc: Doc): Doc {
  return typedNumbersSeen ? (SOURCES.get(doc) ?? doc) : doc;
}

export const holdsTypedNumbers = (doc: Doc) => typedNumbersSeen && VIEWS.has(doc);

/** The BSON numeric type of a stored or update value (undefined for non-numbers). */
export function numberType(value: unknown): 'int' | 'long' | 'double' | 'decimal' | undefined {
  if (typeof value === 'number') return isInt32(value) ? 'int' : 'double';
  if (value instanceof Int32) return 'int';
  if (value instanceof Long) return 'long';
  if (value instanceof Double) return 'double';
  if (value instanceof Decimal128) return 'decimal';
  return undefined;
}

/** A computed number stored with `type`: Long and integral Double kept as objects, as decoding would keep them. */
export function typedNumber(value: number, type: 'int' | 'long' | 'double'): unknown {
  if (!Number.isInteger(value) || type === 'int') return value;
  if (type === 'long') {
    typedNumbersSeen = true;
    return Number.isSafeInteger(value) ? Long.fromNumber(value) : value;
  }
  if (!isInt32(value)) return value;
  typedNumbersSeen = true;
  return new Double(value);
}
