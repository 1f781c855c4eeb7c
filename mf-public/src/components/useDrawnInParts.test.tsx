import { act, renderHook } from '@testing-library/react';
import { useDrawnInParts } from './useDrawnInParts';

describe('useDrawnInParts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws one part, then one more in each following frame, up to the total', () => {
    const { result } = renderHook(() => useDrawnInParts(10, 4, true));
    expect(result.current).toBe(4);
    act(() => jest.advanceTimersToNextFrame());
    expect(result.current).toBe(8);
    act(() => jest.advanceTimersToNextFrame());
    expect(result.current).toBe(10);
  });

  it('draws everything at once when not in parts, and a later list at once too', () => {
    const { result, rerender } = renderHook(({ total, inParts }) => useDrawnInParts(total, 4, inParts), {
      initialProps: { total: 10, inParts: false },
    });
    expect(result.current).toBe(10);
    rerender({ total: 30, inParts: false });
    expect(result.current).toBe(30);
  });

  it('waits for its items: a part drawn as soon as they arrive', () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInParts(total, 4, true), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 6 });
    expect(result.current).toBe(4);
    act(() => jest.advanceTimersToNextFrame());
    expect(result.current).toBe(6);
  });
});
