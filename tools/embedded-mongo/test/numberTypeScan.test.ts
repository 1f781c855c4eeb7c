import { Double, Int32, Long, serialize } from 'bson';
import { hasTypedNumbers } from '../src/engine/numberTypes';

const scan = (doc: Record<string, unknown>) => hasTypedNumbers(serialize(doc));

describe('the byte scan for numbers that plain decoding would retype', () => {
  it('finds none in documents of plain numbers, strings and nested values', () => {
    expect(
      scan({ a: 1, b: 1.5, c: 'x', d: { e: [2, 3.25, Long.fromNumber(2 ** 53)] }, f: new Int32(7) }),
    ).toBe(false);
    expect(scan({ big: Long.fromBigInt(-(2n ** 53n)), neg: -0, out: 2 ** 31 })).toBe(false);
  });

  it('finds an integral Double in int32 range, also nested in arrays and documents', () => {
    expect(scan({ a: new Double(5) })).toBe(true);
    expect(scan({ a: [1, { b: new Double(-3) }] })).toBe(true);
  });

  it('finds a Long within double precision at both edges, and none just beyond', () => {
    expect(scan({ a: Long.fromNumber(1) })).toBe(true);
    expect(scan({ a: Long.fromBigInt(2n ** 53n - 1n) })).toBe(true);
    expect(scan({ a: Long.fromBigInt(-(2n ** 53n) + 1n) })).toBe(true);
    expect(scan({ a: Long.fromBigInt(-1n) })).toBe(true);
    expect(scan({ a: Long.fromBigInt(2n ** 53n) })).toBe(false);
    expect(scan({ a: Long.fromBigInt(-(2n ** 53n)) })).toBe(false);
  });
});
