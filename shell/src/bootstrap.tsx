import { StrictMode, startTransition } from 'react';
import { releaseFirstPaint } from './firstPaint';
import { nextTask } from './nextTask';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';
import { preloadSession } from './session/preloadSession';

/**
 * Starts the shell in several tasks rather than one: react-dom, react-router and styled-components are each
 * evaluated in a task of their own, then the shell's modules, then the session probe is asked for, then the first
 * render (`eager`: the modules stay in this chunk and its files, only their evaluation waits for its turn).
 */
async function start(): Promise<void> {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  preloadSession();
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root lipsește din index.html');
  releaseFirstPaint(container);
  const root = createRoot(container);
  // A transition lets React yield to the browser every few milliseconds while it renders the first screen, so the
  // reader's taps on the server-painted page are not blocked by one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  registerServiceWorker();
}

void start();
