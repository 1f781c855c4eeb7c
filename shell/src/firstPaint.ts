/** The server's static first paint of a page (api/src/seo/firstPaint.ts), shown while #root stays hidden. */
export const FIRST_PAINT_ID = 'first-paint';

/** The screen has rendered its own heading, or the area shows its failure: either replaces the first paint. */
const SCREEN_READY = 'h1, [data-area-error]';

/**
 * Removes the first paint in the frame the React screen has its heading, so the reader sees one page swap for an
 * identical one (its critical CSS shows #root only once the first paint is gone) rather than a spinner in between.
 */
export function releaseFirstPaint(root: HTMLElement): void {
  const paint = document.getElementById(FIRST_PAINT_ID);
  if (!paint) return;
  if (root.querySelector(SCREEN_READY)) {
    paint.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector(SCREEN_READY)) return;
    observer.disconnect();
    paint.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
