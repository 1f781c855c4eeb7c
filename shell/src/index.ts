import { nextTask } from './nextTask';

/**
 * Async boundary: shared singletons are negotiated by the federation runtime before any app code runs. Each
 * singleton the bootstrap uses is asked for in a task of its own (its federation `loadShare` and the script of its
 * provider), a task after this script's own evaluation (the federation runtime): asked for by the bootstrap chunk,
 * the five were one long task on a phone. One after another: asked for together (each in its own task, but all
 * before any was awaited), their continuations still ran as long tasks when the share scope answered them
 * (bench:web, search page). The cost: their scripts are fetched one after another too. The bootstrap then finds
 * them negotiated.
 */
async function start(): Promise<void> {
  await nextTask();
  await import('react');
  await nextTask();
  await import('react-dom');
  await nextTask();
  await import('react-router');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('swr');
  await nextTask();
  // Named so the server can preload its files with the page (tools/mf-config chunk-groups.json).
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
