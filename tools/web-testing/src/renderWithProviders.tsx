import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  /** Where the memory router starts. */
  readonly path?: string;
  /** Routes matched before `ui`, which answers every other path (e.g. a stand-in for another remote's page). */
  readonly routes?: ReactNode;
}

/**
 * Renders `ui` inside what the shell gives a page: the theme, a memory router at `path` and a fresh SWR cache
 * (nothing shared between tests). The output with test id `location` shows the router's path and query.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', routes }: RenderOptions = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AcorduriThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routes}
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AcorduriThemeProvider>
    </SWRConfig>,
  );
}
