/**
 * Resolves in a new task of the event loop (a message to itself: not clamped like a timer, nor throttled in a
 * background tab), so the work before and after it are two tasks and the browser may paint or answer a tap in
 * between. Lighthouse's Total Blocking Time counts only the part of each task above 50 ms (on its slowed CPU):
 * the same work in shorter tasks blocks less.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
