import { Binary, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { encodeValue } from '../src/engine/keyEncoding';

describe('index key encoding', () => {
  it('orders values like MongoDB across types', () => {
    const ascending = [
      new MinKey(),
      null,
      Number.NEGATIVE_INFINITY,
      -5.5,
      -1,
      0,
      1,
      Long.fromNumber(2),
      2.5,
      1e300,
      '',
      'a',
      'a\u0000',
      'ab',
      'b',
      { a: 1 },
      [1, 2],
      new Binary(Buffer.from([1])),
      new ObjectId('000000000000000000000001'),
      new ObjectId('ffffffffffffffffffffffff'),
      false,
      true,
      new Date(-1000),
      new Date(0),
      new Date(1_700_000_000_000),
      new Timestamp({ t: 1, i: 0 }),
      /x/,
      new MaxKey(),
    ];
    const encoded = ascending.map((value) => encodeValue(value));
    expect([...encoded].sort()).toEqual(encoded);
  });

  it('gives equal numbers of different BSON types the same key', () => {
    expect(encodeValue(3)).toBe(encodeValue(Long.fromNumber(3)));
    expect(encodeValue(0)).toBe(encodeValue(-0));
  });

  it('keeps compound keys self-delimiting', () => {
    expect(encodeValue('a') + encodeValue('bc')).not.toBe(encodeValue('ab') + encodeValue('c'));
  });
});
