import { Binary } from 'bson';
import { resolve } from 'mingo/util';
import type { Doc } from './documents';

/** mingo's `$bitsAllSet`… read numbers only; mongod also tests the bits of binary data. */
export const BITS_OPERATORS = ['$bitsAllSet', '$bitsAnySet', '$bitsAllClear', '$bitsAnyClear'] as const;

type BitsOperator = (typeof BITS_OPERATORS)[number];

/** Bit positions named by an operand: a list of positions, a number's set bits or binary data's set bits. */
function positionsOf(operand: unknown): number[] {
  if (Array.isArray(operand)) return operand.map(Number);
  if (operand instanceof Binary || operand instanceof Uint8Array) {
    const bytes = operand instanceof Binary ? operand.value() : operand;
    const positions: number[] = [];
    for (let bit = 0; bit < bytes.length * 8; bit++) if (bitOfBytes(bytes, bit)) positions.push(bit);
    return positions;
  }
  const mask = BigInt.asUintN(64, BigInt(Math.trunc(Number(operand))));
  const positions: number[] = [];
  for (let bit = 0; bit < 64; bit++) if ((mask >> BigInt(bit)) & 1n) positions.push(bit);
  return positions;
}

/** Bit `position` of binary data: bit 0 is the least significant bit of the first byte. */
function bitOfBytes(bytes: Uint8Array, position: number): boolean {
  const byte = bytes[position >> 3];
  return byte !== undefined && ((byte >> (position & 7)) & 1) === 1;
}

/** A value's bit reader: integral numbers as 64-bit two's complement (sign-extended), binary data by bytes. */
function bitReader(value: unknown): ((position: number) => boolean) | undefined {
  if (value instanceof Binary || value instanceof Uint8Array) {
    const bytes = value instanceof Binary ? value.value() : value;
    return (position) => bitOfBytes(bytes, position);
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  const bits = BigInt.asUintN(64, BigInt(value));
  return (position) => (position >= 64 ? value < 0 : ((bits >> BigInt(position)) & 1n) === 1n);
}

const VERDICTS: Record<BitsOperator, (positions: number[], isSet: (position: number) => boolean) => boolean> =
  {
    $bitsAllSet: (positions, isSet) => positions.every(isSet),
    $bitsAnySet: (positions, isSet) => positions.some(isSet),
    $bitsAllClear: (positions, isSet) => positions.every((position) => !isSet(position)),
    $bitsAnyClear: (positions, isSet) => positions.some((position) => !isSet(position)),
  };

function bitsOperator(name: BitsOperator) {
  return (selector: string, operand: unknown) => {
    const positions = positionsOf(operand);
    const verdict = VERDICTS[name];
    const matches = (value: unknown) => {
      const isSet = bitReader(value);
      return isSet !== undefined && verdict(positions, isSet);
    };
    return (doc: Doc) => {
      const value = resolve(doc, selector, { unwrapArray: true });
      return Array.isArray(value) ? value.some(matches) : matches(value);
    };
  };
}

export const isBitsOperator = (key: string): key is BitsOperator =>
  (BITS_OPERATORS as readonly string[]).includes(key);

/** The mongod versions of the bit operators, under `$mongod…` names for the rewritten filter. */
export const BITS_QUERY_OPERATORS = Object.fromEntries(
  BITS_OPERATORS.map((name) => [bitsAlias(name), bitsOperator(name)]),
);

export function bitsAlias(name: string): string {
  return `$mongod${name.slice(1)}`;
}
