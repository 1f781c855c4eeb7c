import { fetchSession, SESSION_KEY } from '@acorduri/contracts';
import { preload } from 'swr';

/**
 * Asks for the session before the first render, in a task of its own (#28): the probe's `fetch` call was 13 ms of
 * the frame's first render task on a 4×-slowed phone CPU. `useSession`'s SWR entry then takes this request (SWR's
 * `preload`) instead of starting one while rendering.
 */
export function preloadSession(): void {
  // A failure still reaches useSession through the same promise (it shows the alert); handled here only so the
  // browser does not report it as unhandled if it comes before the frame reads it.
  void preload(SESSION_KEY, fetchSession).catch(() => undefined);
}
