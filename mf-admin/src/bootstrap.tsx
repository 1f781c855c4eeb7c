import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import App from './App';

// Standalone mode (npm run dev -w <remote>): the remote runs alone inside a minimal host.
const container = document.getElementById('root');
if (!container) throw new Error('#root lipsește din index.html');
createRoot(container).render(
  <StrictMode>
    <AcorduriThemeProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AcorduriThemeProvider>
  </StrictMode>,
);
