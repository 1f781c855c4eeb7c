import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { releaseFirstPaint } from './firstPaint';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';

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
