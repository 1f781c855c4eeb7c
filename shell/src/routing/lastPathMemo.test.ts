import { lastPathMemo } from './lastPathMemo';

describe('lastPathMemo', () => {
  it('answers the same pathname again without looking it up, and a new one by looking it up', () => {
    const lookup = jest.fn((pathname: string) => ({ pathname }));
    const memo = lastPathMemo(lookup);
    const first = memo('/acorduri/ana/melodie');
    expect(memo('/acorduri/ana/melodie')).toBe(first);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(memo('/cautare/ana')).toEqual({ pathname: '/cautare/ana' });
    expect(memo('/acorduri/ana/melodie')).not.toBe(first);
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});
