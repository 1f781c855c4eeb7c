import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: all at once, or with `inParts` `part` of them, then `part` more in each
 * following frame, each after the browser has drawn the ones before. A part's render, style, layout and paint are
 * then tasks of their own instead of one long task for the whole list (#28: Lighthouse's Total Blocking Time counts
 * only each task's part over 50 ms).
 */
export function useDrawnInParts(total: number, part: number, inParts: boolean): number {
  const [drawn, setDrawn] = useState(inParts ? part : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (drawn >= total) return;
    // Asked for in the frame that draws the part before: React renders the next in a task after that frame.
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((count) => count + part)));
    return () => cancelAnimationFrame(frame);
  }, [drawn, total, part]);
  return Math.min(drawn, total);
}
