import crypto from 'node:crypto';
import { pooledRandomBytes } from '../src/crypto/pooledRandomBytes';

describe('pooled random bytes', () => {
  it('hand out distinct bytes of the asked size, drawing from the system a pool at a time', () => {
    const draw = jest.spyOn(crypto, 'randomBytes');
    try {
      const views = Array.from({ length: 1000 }, () => pooledRandomBytes(16));
      expect(views.every((view) => view.length === 16)).toBe(true);
      expect(new Set(views.map((view) => view.toString('hex'))).size).toBe(1000);
      // 16,000 bytes: four or five pools of 4,096 (one may be left from earlier calls), not a call per view.
      expect(draw.mock.calls.length).toBeGreaterThanOrEqual(3);
      expect(draw.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      draw.mockRestore();
    }
  });

  it('never give the same bytes twice: views of one pool do not overlap', () => {
    const first = pooledRandomBytes(16);
    const second = pooledRandomBytes(16);
    expect(first.buffer !== second.buffer || second.byteOffset >= first.byteOffset + first.length).toBe(true);
  });

  it('refuse a size larger than a pool', () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
  });
});
