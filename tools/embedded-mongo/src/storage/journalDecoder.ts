import { ObjectId } from 'bson';
import { DESERIALIZE_OPTIONS, type Doc } from '../engine/documents';
import { decodeDocument, keepStoredTypes } from '../engine/numberTypes';

/** Strings up to this many bytes (search grams, words, slugs, field names) are shared through the cache. */
const SHARED_STRING_BYTES = 24;
const CACHE_SLOTS = 1 << 16;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const TWO_TO_32 = 2 ** 32;

/** Returned from inside a document this decoder leaves to the BSON library (see `decodeJournalEntry`). */
const UNSUPPORTED = Symbol('unsupported');

/**
 * A direct-mapped cache of short decoded strings, looked up by their bytes before any string is made: a 100,000
 * tab journal holds some 14 million search grams and words drawn from a few tens of thousands, and each would
 * otherwise be a string of its own kept for the life of the engine.
 */
class SharedStrings {
  private readonly strings: (string | undefined)[] = new Array(CACHE_SLOTS);
  private readonly bytes = new Uint8Array(CACHE_SLOTS * SHARED_STRING_BYTES);
  private readonly lengths = new Uint8Array(CACHE_SLOTS);

  /** The string of `data[start, end)`, or UNSUPPORTED when it is not valid UTF-8. */
  read(data: Buffer, start: number, end: number): string | typeof UNSUPPORTED {
    const length = end - start;
    if (length === 0) return '';
    if (length > SHARED_STRING_BYTES) return utf8(data, start, end);
    let hash = 0x811c9dc5;
    let high = 0;
    for (let at = start; at < end; at++) {
      const byte = data[at]!;
      high |= byte;
      hash = Math.imul(hash ^ byte, 0x01000193);
    }
    const slot = (hash ^ (hash >>> 16)) & (CACHE_SLOTS - 1);
    const cached = this.strings[slot];
    const base = slot * SHARED_STRING_BYTES;
    if (cached !== undefined && this.lengths[slot] === length) {
      let same = true;
      for (let at = 0; at < length; at++) {
        if (this.bytes[base + at] !== data[start + at]) {
          same = false;
          break;
        }
      }
      if (same) return cached;
    }
    const string = high < 0x80 ? data.toString('latin1', start, end) : utf8(data, start, end);
    if (string === UNSUPPORTED) return string;
    this.strings[slot] = string;
    this.lengths[slot] = length;
    for (let at = 0; at < length; at++) this.bytes[base + at] = data[start + at]!;
    return string;
  }
}

function utf8(data: Buffer, start: number, end: number): string | typeof UNSUPPORTED {
  const string = data.toString('utf8', start, end);
  // U+FFFD marks bytes that are not UTF-8 (or the character itself): the BSON library tells which.
  return string.includes('\uFFFD') ? UNSUPPORTED : string;
}

const int32At = (data: Buffer, at: number) =>
  data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16) | (data[at + 3]! << 24);

/**
 * Decodes journal entries into the values `decodeDocument` gives (plain numbers, `ObjectId`, `Date`…), faster and
 * with fewer objects: one pass that allocates only what is stored, and short strings shared between documents.
 * Anything less common (typed numbers, binary data, `$` or `__proto__` field names, other BSON types, bad
 * UTF-8) is left to the BSON library for the whole entry, so both paths give identical documents.
 */
export class JournalDecoder {
  private readonly strings = new SharedStrings();

  decode(data: Buffer, start: number, end: number): Doc {
    const fast = this.decodeCommon(data, start, end);
    if (fast) return fast;
    const decoded = decodeDocument(data.subarray(start, end), DESERIALIZE_OPTIONS);
    return decoded.typed ? keepStoredTypes(decoded.doc) : decoded.doc;
  }

  /**
   * The document of `data[start, end)` when the one pass handles every value in it (then it equals the BSON
   * library's, without typed numbers), else undefined. The wire's inserted documents go through it too.
   */
  decodeCommon(data: Buffer, start: number, end: number): Doc | undefined {
    const fast = this.document(data, start, end, false);
    return fast === UNSUPPORTED ? undefined : (fast as Doc);
  }

  private document(data: Buffer, start: number, end: number, isArray: boolean): unknown {
    if (end > data.length || int32At(data, start) !== end - start || data[end - 1] !== 0) return UNSUPPORTED;
    const out: Doc | unknown[] = isArray ? [] : {};
    let at = start + 4;
    while (at < end - 1) {
      const type = data[at++]!;
      const nameStart = at;
      while (at < end && data[at] !== 0) at++;
      if (at >= end) return UNSUPPORTED;
      let name: string | typeof UNSUPPORTED = '';
      if (!isArray) {
        if (data[nameStart] === 0x24) return UNSUPPORTED; // '$': a possible DBRef
        name = this.strings.read(data, nameStart, at);
        if (name === UNSUPPORTED || name === '__proto__') return UNSUPPORTED;
      }
      at++;
      let value: unknown;
      switch (type) {
        case 0x01: {
          value = data.readDoubleLE(at);
          if (Number.isInteger(value) && (value as number) >= INT32_MIN && (value as number) <= INT32_MAX) {
            if (!Object.is(value, -0)) return UNSUPPORTED; // an integral double: a typed number
          }
          at += 8;
          break;
        }
        case 0x02: {
          const size = int32At(data, at);
          const stringEnd = at + 4 + size - 1;
          if (size <= 0 || stringEnd >= end || data[stringEnd] !== 0) return UNSUPPORTED;
          value = this.strings.read(data, at + 4, stringEnd);
          if (value === UNSUPPORTED) return UNSUPPORTED;
          at = stringEnd + 1;
          break;
        }
        case 0x03:
        case 0x04: {
          const size = int32At(data, at);
          if (size < 5 || at + size > end) return UNSUPPORTED;
          value = this.document(data, at, at + size, type === 0x04);
          if (value === UNSUPPORTED) return UNSUPPORTED;
          at += size;
          break;
        }
        case 0x07:
          if (at + 12 > end) return UNSUPPORTED;
          value = new (ObjectId as unknown as new (bytes: Uint8Array, offset: number) => ObjectId)(data, at);
          at += 12;
          break;
        case 0x08: {
          const byte = data[at];
          if (byte !== 0 && byte !== 1) return UNSUPPORTED;
          value = byte === 1;
          at += 1;
          break;
        }
        case 0x09:
          value = new Date(int32At(data, at + 4) * TWO_TO_32 + (int32At(data, at) >>> 0));
          at += 8;
          break;
        case 0x0a:
          value = null;
          break;
        case 0x10:
          value = int32At(data, at);
          at += 4;
          break;
        default:
          return UNSUPPORTED;
      }
      if (isArray) (out as unknown[]).push(value);
      else (out as Doc)[name as string] = value;
    }
    return at === end - 1 ? out : UNSUPPORTED;
  }
}
