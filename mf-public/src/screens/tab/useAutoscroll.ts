import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Pixels scrolled per second at speed 1; speed n scrolls n times as fast. */
export const PIXELS_PER_SECOND_AT_SPEED_1 = 12;

/**
 * Scrolls the window (or the `scroller` element, e.g. the full-screen stage) down while running, at `speed`;
 * stops by itself at the bottom.
 */
export function useAutoscroll(speed: number, scroller?: RefObject<HTMLElement | null>) {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last: number | undefined;
    let carry = 0;
    const step = (now: number) => {
      const elapsed = last === undefined ? 0 : (now - last) / 1000;
      last = now;
      carry += elapsed * speed * PIXELS_PER_SECOND_AT_SPEED_1;
      const whole = Math.floor(carry);
      if (whole > 0) {
        carry -= whole;
        (scroller?.current ?? window).scrollBy(0, whole);
      }
      const element = scroller?.current;
      const atBottom = element
        ? element.clientHeight + element.scrollTop >= element.scrollHeight - 1
        : window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      if (atBottom && whole > 0) setRunning(false);
      else frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [running, speed, scroller]);
  const toggle = useCallback(() => setRunning((value) => !value), []);
  const stop = useCallback(() => setRunning(false), []);
  return { running, toggle, stop };
}
