import { Binary } from 'bson';
import { resolve } from 'mingo/util';
import type { Doc } from './documents';

/** Range operators mingo cannot apply to binary data (it compares BSON classes as plain objects). */
const RANGES: Record<string, (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

const isBinary = (value: unknown): value is Binary | Uint8Array =>
  value instanceof Binary || value instanceof Uint8Array;

const bytesOf = (value: Binary | Uint8Array) => (value instanceof Binary ? value.value() : value);
const subtypeOf = (value: Binary | Uint8Array) => (value instanceof Binary ? value.sub_type : 0);

/** mongod's order of binary data: by length, then subtype, then bytes. */
export function compareBinary(a: Binary | Uint8Array, b: Binary | Uint8Array): number {
  const [x, y] = [bytesOf(a), bytesOf(b)];
  if (x.length !== y.length) return x.length - y.length;
  if (subtypeOf(a) !== subtypeOf(b)) return subtypeOf(a) - subtypeOf(b);
  return Buffer.compare(x, y);
}

/** True for a range condition on binary data, which `binaryRangeAlias` rewrites. */
export const isBinaryRange = (key: string, operand: unknown) => key in RANGES && isBinary(operand);

export const binaryRangeAlias = (key: string) => `$binary${key.slice(1)}`;

function binaryRange(key: string) {
  const accepts = RANGES[key]!;
  return (selector: string, operand: Binary | Uint8Array) => {
    // Only binary data is in binary data's type bracket: other values never match.
    const matches = (value: unknown) => isBinary(value) && accepts(compareBinary(value, operand));
    return (doc: Doc) => {
      const value = resolve(doc, selector, { unwrapArray: true });
      return Array.isArray(value) ? value.some(matches) : matches(value);
    };
  };
}

/** The binary range operators under their rewritten names. */
export const BINARY_RANGE_OPERATORS = Object.fromEntries(
  Object.keys(RANGES).map((key) => [binaryRangeAlias(key), binaryRange(key)]),
);
