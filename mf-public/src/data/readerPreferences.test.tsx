import { act, renderHook } from '@testing-library/react';
import { FONT_SIZE_RANGE, useReaderPreferences, useTransposition } from './readerPreferences';

describe('reader preferences', () => {
  it('keeps the text size within its range and remembers it in this browser', () => {
    const first = renderHook(() => useReaderPreferences());
    act(() => first.result.current[1]({ fontSize: 99 }));
    expect(first.result.current[0].fontSize).toBe(FONT_SIZE_RANGE.max);
    first.unmount();
    const second = renderHook(() => useReaderPreferences());
    expect(second.result.current[0]).toEqual({ fontSize: FONT_SIZE_RANGE.max, scrollSpeed: 3 });
  });

  it('wraps transposition at an octave and remembers it per tab', () => {
    const tabA = renderHook(() => useTransposition('a'));
    act(() => tabA.result.current[1](12));
    expect(tabA.result.current[0]).toBe(0);
    act(() => tabA.result.current[1](-13));
    expect(tabA.result.current[0]).toBe(-1);
    expect(renderHook(() => useTransposition('a')).result.current[0]).toBe(-1);
    expect(renderHook(() => useTransposition('b')).result.current[0]).toBe(0);
  });
});
