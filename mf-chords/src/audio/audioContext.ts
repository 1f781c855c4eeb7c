/** One AudioContext per page, made on the first "Ascultă" (browsers only let a click start sound). */
let shared: AudioContext | undefined;

export function pageAudioContext(): AudioContext | undefined {
  if (shared) return shared;
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  shared = new Context();
  return shared;
}
