import { Binary, BSONRegExp, BSONSymbol, Decimal128, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';

/**
 * Encodes BSON values into strings whose plain string order follows MongoDB's comparison order
 * (MinKey < null < numbers < strings < objects < arrays < binary < ObjectId < booleans < dates < timestamps
 * < regexes < MaxKey). Every encoding is self-delimiting, so compound keys are plain concatenations and an
 * equality prefix of a compound key is a string prefix.
 */
export const TypeClass = {
  MinKey: '\u0010',
  Undefined: '\u0011',
  Null: '\u0012',
  Number: '\u0013',
  String: '\u0014',
  Object: '\u0015',
  Array: '\u0016',
  Binary: '\u0017',
  ObjectId: '\u0018',
  Boolean: '\u0019',
  Date: '\u001a',
  Timestamp: '\u001b',
  RegExp: '\u001c',
  MaxKey: '\u001d',
} as const;

/** Sorts after every continuation of a key, so `prefix + KEY_END` bounds a prefix scan. */
export const KEY_END = '\uffff';

const TERMINATOR = '\u0000\u0000';
const scratch = new DataView(new ArrayBuffer(8));

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

/** Order-preserving encoding of a double: flip the sign bit of positives, every bit of negatives. */
function encodeDouble(value: number): string {
  if (Number.isNaN(value)) return '0000000000000000';
  scratch.setFloat64(0, value === 0 ? 0 : value);
  let high = scratch.getUint32(0);
  let low = scratch.getUint32(4);
  if (high & 0x80000000) {
    high = ~high;
    low = ~low;
  } else {
    high = (high | 0x80000000) >>> 0;
  }
  return hex32(high) + hex32(low);
}

function encodeString(value: string): string {
  return `${value.replaceAll('\u0000', '\u0000\u0001')}${TERMINATOR}`;
}

/** The numeric value used for ordering; Long and Decimal128 beyond double precision are approximated. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  // Timestamp extends Long in the bson package but is its own BSON type.
  if (value instanceof Long && !(value instanceof Timestamp)) return value.toNumber();
  if (value instanceof Decimal128) return Number.parseFloat(value.toString());
  if (isBsonWrapper(value, 'Int32') || isBsonWrapper(value, 'Double'))
    return (value as { value: number }).value;
  return undefined;
}

function isBsonWrapper(value: unknown, type: string): boolean {
  return typeof value === 'object' && value !== null && (value as { _bsontype?: string })._bsontype === type;
}

export function encodeValue(value: unknown): string {
  if (value === undefined) return TypeClass.Null;
  if (value === null) return TypeClass.Null;
  if (value instanceof Timestamp) return TypeClass.Timestamp + hex32(value.high) + hex32(value.low);
  const numeric = numericValue(value);
  if (numeric !== undefined) return TypeClass.Number + encodeDouble(numeric);
  if (typeof value === 'string') return TypeClass.String + encodeString(value);
  if (value instanceof BSONSymbol) return TypeClass.String + encodeString(value.valueOf());
  if (typeof value === 'boolean') return TypeClass.Boolean + (value ? '1' : '0');
  if (value instanceof Date) return TypeClass.Date + encodeDouble(value.getTime());
  if (value instanceof ObjectId) return TypeClass.ObjectId + value.toHexString();
  if (value instanceof Binary) {
    const bytes = value.value();
    return `${TypeClass.Binary}${hex32(bytes.length)}${value.sub_type.toString(16).padStart(2, '0')}${Buffer.from(bytes).toString('hex')}`;
  }
  if (value instanceof RegExp)
    return TypeClass.RegExp + encodeString(value.source) + encodeString(value.flags);
  if (value instanceof BSONRegExp) {
    return TypeClass.RegExp + encodeString(value.pattern) + encodeString(value.options);
  }
  if (value instanceof MinKey) return TypeClass.MinKey;
  if (value instanceof MaxKey) return TypeClass.MaxKey;
  if (Array.isArray(value)) {
    return TypeClass.Array + value.map((item) => encodeValue(item)).join('') + TERMINATOR;
  }
  if (typeof value === 'object') {
    let out = TypeClass.Object;
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      out += encodeString(name) + encodeValue(item);
    }
    return out + TERMINATOR;
  }
  return TypeClass.String + encodeString(String(value));
}

/** The type class an encoded value belongs to: range predicates never cross it (MongoDB type bracketing). */
export function typeClassOf(encoded: string): string {
  return encoded.charAt(0);
}
