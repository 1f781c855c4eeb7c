import { type RefObject, startTransition, useEffect, useState } from 'react';
import { NEAR_SCREEN_MARGIN } from './nearScreenMargin';

/**
 * How many of a long list's `total` rows to draw: `first` at once (Infinity: always all, however the list grows), then `step` more each time the element after
 * the drawn rows comes within NEAR_SCREEN_MARGIN of the viewport (again and again while it stays that near).
 * A first visit lays out a screenful, not the whole list (#28: an artist's 82 table rows, laid out in one task when
 * the page replaced its first paint, were most of its main-thread excess over the search page).
 */
export function useRowsNearScreen(
  end: RefObject<Element | null>,
  total: number,
  first: number,
  step: number,
): number {
  // Without IntersectionObserver (old browsers, jsdom) nothing can tell where the list ends: all rows at once.
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    const element = end.current;
    if (!canObserve || drawn >= total || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React renders the rows in slices between other work, one short commit at the end.
        if (entries.some((entry) => entry.isIntersecting))
          startTransition(() => setDrawn((count) => count + step));
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canObserve, end, drawn, total, step]);
  return canObserve ? Math.min(drawn, total) : total;
}
