/** The server's static first paint of a page (api/src/seo/firstPaint.ts), shown while #root stays hidden. */
export const FIRST_PAINT_ID = 'first-paint';

/** The screen has rendered its own heading, or the area shows its failure: either replaces the first paint. */
const SCREEN_READY = 'h1, [data-area-error]';

/**
 * #root while the first paint shows: the page's CSS hides it with `display: none`, so the swap's frame styled and
 * laid out the whole React page at once (the frame, the screen: a 72–121 ms task on home, 4×-slowed phone). Out of
 * sight instead, over the page at the page's width, each commit is styled and laid out in the frame after it, and
 * the swap only shows what is already laid out. Invisible, it is neither seen, focused nor read by assistive tools.
 */
const LAID_OUT_UNSEEN: Partial<CSSStyleDeclaration> = {
  display: 'block',
  position: 'absolute',
  top: '0',
  left: '0',
  right: '0',
  visibility: 'hidden',
};

/** Runs `then` in the animation frame after the next one: the next frame lays out what was just committed. */
function inTheFrameAfterNext(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

/**
 * Removes the first paint once the React screen has its heading, so the reader sees one page swap for an identical
 * one rather than a spinner in between: a frame after the heading's commit, which lays it out unseen.
 */
export function releaseFirstPaint(root: HTMLElement): void {
  const paint = document.getElementById(FIRST_PAINT_ID);
  if (!paint) return;
  const swap = () => {
    paint.remove();
    for (const property of Object.keys(LAID_OUT_UNSEEN)) root.style.removeProperty(property);
  };
  if (root.querySelector(SCREEN_READY)) {
    swap();
    return;
  }
  Object.assign(root.style, LAID_OUT_UNSEEN);
  const observer = new MutationObserver(() => {
    if (!root.querySelector(SCREEN_READY)) return;
    observer.disconnect();
    inTheFrameAfterNext(swap);
  });
  observer.observe(root, { childList: true, subtree: true });
}
