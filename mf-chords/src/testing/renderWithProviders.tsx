import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders inside the theme, a router at `path` and a fresh SWR cache (no state shared between tests). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AcorduriThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AcorduriThemeProvider>
    </SWRConfig>,
  );
}
