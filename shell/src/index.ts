import { nextTask } from './nextTask';

/** The shared singletons the bootstrap uses. */
const SHARED = [
  () => import('react'),
  () => import('react-dom'),
  () => import('react-router'),
  () => import('styled-components'),
  () => import('swr'),
];

/**
 * Async boundary: shared singletons are negotiated by the federation runtime before any app code runs. Each one
 * the bootstrap uses is asked for in a task of its own (its federation `loadShare` and the script tag of its
 * provider), a task after this script's own evaluation (the federation runtime): asked for by the bootstrap
 * chunk, the five were one long task on a phone. All are asked for before any is awaited, so their scripts are
 * still fetched together; the bootstrap then finds them negotiated.
 */
async function start(): Promise<void> {
  const negotiated: Promise<unknown>[] = [];
  for (const load of SHARED) {
    await nextTask();
    negotiated.push(load());
  }
  await Promise.all(negotiated);
  await nextTask();
  // Named so the server can preload its files with the page (tools/mf-config chunk-groups.json).
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
