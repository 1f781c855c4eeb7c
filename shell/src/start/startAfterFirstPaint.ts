import { FIRST_PAINT_ID } from '../firstPaint';

/** The attribute of the start script naming the shell's main script (both tags written by startScriptTag.ts). */
export const MAIN_SCRIPT_ATTRIBUTE = 'data-main';

/** Started anyway after this long: a browser that reports no paint must not leave the page without its scripts. */
export const FIRST_PAINT_WAIT_MS = 1000;

/** A painted page's script preloads, inert until added (api/src/seo/firstPaint.ts, untilFirstPaint). */
const PRELOADS = 'template[data-preloads]';

/**
 * The page's first script: once the server's first paint has reached the screen, adds the page's waiting script
 * preloads and the shell's main script. Started earlier, the scripts compete with that frame and the shell's boot
 * can run before it is shown (seen in Chromium when they arrive before the first frame, as on a fast connection).
 * Pages without a first paint start at once.
 */
export function startAfterFirstPaint(
  document: Document,
  window: Pick<typeof globalThis, 'PerformanceObserver' | 'setTimeout'>,
): void {
  const script = document.currentScript;
  const main = script?.getAttribute(MAIN_SCRIPT_ATTRIBUTE);
  if (!main) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const preloads of document.querySelectorAll<HTMLTemplateElement>(PRELOADS))
      document.head.append(preloads.content);
    const element = document.createElement('script');
    element.src = main;
    document.head.append(element);
  };
  if (!document.getElementById(FIRST_PAINT_ID) || typeof window.PerformanceObserver !== 'function') {
    start();
    return;
  }
  const observer = new window.PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  window.setTimeout(() => {
    observer.disconnect();
    start();
  }, FIRST_PAINT_WAIT_MS);
}
