import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';

export type FetchRoute = (url: string, init: RequestInit | undefined) => Response | undefined;

/** Replaces fetch: the first route that answers wins; anything unanswered is a 404 so tests notice it. */
export function mockFetch(route: FetchRoute): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    return route(url, init) ?? new Response(JSON.stringify({ errors: [] }), { status: 404 });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });

export const ANA = {
  id: 'u1',
  username: 'ana',
  slug: 'ana',
  email: 'ana@acorduri.test',
  role: 0,
  createdAt: '2024-01-01',
};

export function setScreenWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders inside the theme, a memory router at `path` (with a location probe) and a fresh SWR cache. */
export function renderWithProviders(ui: ReactElement, path = '/') {
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
