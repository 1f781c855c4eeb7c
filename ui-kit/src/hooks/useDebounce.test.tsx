import { act, renderHook } from '@testing-library/react';
import { useDebounce, useDebouncedCallback } from './useDebounce';

describe('useDebounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles on the last value once changes stop for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value, 500), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('abc');
  });

  it('debounces a callback, with cancel and flush', () => {
    const callback = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 500));
    act(() => {
      result.current('a');
      result.current('b');
    });
    act(() => jest.advanceTimersByTime(500));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenLastCalledWith('b');

    act(() => result.current('c'));
    act(() => result.current.cancel());
    act(() => jest.advanceTimersByTime(500));
    expect(callback).toHaveBeenCalledTimes(1);

    act(() => result.current('d'));
    act(() => result.current.flush());
    expect(callback).toHaveBeenLastCalledWith('d');

    act(() => result.current('e'));
    unmount();
    jest.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(2);
  });
});
