import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('#root lipsește din index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
