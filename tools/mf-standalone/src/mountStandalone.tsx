import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

/** Renders a remote's App into #root inside the theme and the browser router the shell gives it when composed. */
export function mountStandalone(App: ComponentType): Root {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root lipsește din index.html');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AcorduriThemeProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AcorduriThemeProvider>
    </StrictMode>,
  );
  return root;
}
