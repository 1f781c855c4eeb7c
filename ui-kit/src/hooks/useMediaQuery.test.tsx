import { act, renderHook } from '@testing-library/react';
import { setViewportWidth } from '../../test/viewport';
import { useIsMobile, useMediaQuery } from './useMediaQuery';

describe('useMediaQuery', () => {
  it('follows the viewport live', () => {
    setViewportWidth(1440);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1280px)'));
    expect(result.current).toBe(true);
    act(() => setViewportWidth(800));
    expect(result.current).toBe(false);
  });

  it('treats widths below the spec breakpoint of 1280 px as mobile', () => {
    setViewportWidth(1279);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    setViewportWidth(1280);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
