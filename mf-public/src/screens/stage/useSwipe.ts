import { type RefObject, useEffect } from 'react';

/** How far (px) a finger must travel sideways, at least twice as far as up or down, to count as a swipe. */
export const SWIPE_MIN_DISTANCE = 60;

/** Calls `onSwipe('left' | 'right')` for horizontal swipes on `target`; vertical moves stay scrolling. */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  onSwipe: (direction: 'left' | 'right') => void,
) {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let start: { x: number; y: number } | undefined;
    const down = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const up = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = undefined;
      if (Math.abs(dx) >= SWIPE_MIN_DISTANCE && Math.abs(dx) >= 2 * Math.abs(dy))
        onSwipe(dx < 0 ? 'left' : 'right');
    };
    element.addEventListener('touchstart', down, { passive: true });
    element.addEventListener('touchend', up, { passive: true });
    return () => {
      element.removeEventListener('touchstart', down);
      element.removeEventListener('touchend', up);
    };
  }, [target, onSwipe]);
}
