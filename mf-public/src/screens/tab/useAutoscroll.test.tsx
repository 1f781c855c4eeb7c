import { act, renderHook } from '@testing-library/react';
import { PIXELS_PER_SECOND_AT_SPEED_1, useAutoscroll } from './useAutoscroll';

describe('useAutoscroll', () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = (time: number) => {
    const pending = frames;
    frames = [];
    for (const frame of pending) frame(time);
  };

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    window.scrollBy = jest.fn() as unknown as typeof window.scrollBy;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  });

  afterEach(() => jest.restoreAllMocks());

  it('scrolls at the chosen speed until stopped', () => {
    const { result } = renderHook(() => useAutoscroll(5));
    act(() => result.current.toggle());
    expect(result.current.running).toBe(true);
    act(() => runFrame(0));
    act(() => runFrame(1000));
    expect(window.scrollBy).toHaveBeenCalledWith(0, 5 * PIXELS_PER_SECOND_AT_SPEED_1);
    act(() => result.current.toggle());
    expect(result.current.running).toBe(false);
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
  });

  it('stops by itself at the bottom of the page', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 0 });
    const { result } = renderHook(() => useAutoscroll(1));
    act(() => result.current.toggle());
    act(() => runFrame(0));
    act(() => runFrame(1000));
    expect(result.current.running).toBe(false);
  });
});
