import { FIRST_PAINT_ID } from '../firstPaint';

/** The attribute of the start script naming the shell's main script (both tags written by startScriptTag.ts). */
export const MAIN_SCRIPT_ATTRIBUTE = 'data-main';

/** Started anyway after this long: a browser that reports no paint must not leave the page without its scripts. */
export const FIRST_PAINT_WAIT_MS = 1000;

/** A painted page's script preloads, inert until added (api/src/seo/firstPaint.ts, untilFirstPaint). */
const PRELOADS = 'template[data-preloads]';

type StartWindow = Pick<
  typeof globalThis,
  'PerformanceObserver' | 'setTimeout' | 'MessageChannel' | 'localStorage'
>;

/**
 * A page's first use of localStorage loads the origin's storage through a synchronous call to the browser. The
 * federation runtime makes it while the main script is evaluated (its debug switch): 6–24 ms of that long task on a
 * 4×-slowed phone, up to 130 under load. Made here, in a task of its own while the main script downloads.
 */
function openStorage(window: StartWindow): void {
  try {
    void window.localStorage.length;
  } catch {
    // Storage refused (a privacy setting): the runtime's read fails the same way and carries on.
  }
}

/**
 * The page's first script: once the server's first paint has reached the screen, adds the shell's main script,
 * then the page's waiting script preloads, one a task. Started earlier, the scripts compete with that frame and
 * the shell's boot can run before it is shown (seen in Chromium when they arrive before the first frame, as on a
 * fast connection). Each added preload starts its request at once (5–8 ms on a 4×-slowed phone): the nine of a
 * page in one task were a 60–96 ms task after the first paint. The main script first: everything waits for it
 * (its own preload is left out, the script fetches it); then the storage is opened, in a task before the
 * preloads'. Pages without a first paint start at once.
 */
export function startAfterFirstPaint(document: Document, window: StartWindow): void {
  const script = document.currentScript;
  const main = script?.getAttribute(MAIN_SCRIPT_ATTRIBUTE);
  if (!main) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const element = document.createElement('script');
    element.src = main;
    document.head.append(element);
    const preloads = [...document.querySelectorAll<HTMLTemplateElement>(PRELOADS)]
      .flatMap((template) => [...template.content.children])
      .filter((link) => link.getAttribute('href') !== main);
    const tasks = [() => openStorage(window), ...preloads.map((link) => () => document.head.append(link))];
    const channel = new window.MessageChannel();
    channel.port1.onmessage = () => {
      tasks.shift()?.();
      if (tasks.length) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port2.postMessage(null);
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
