import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import App from '../App';

export type FetchRoute = (url: string, init: RequestInit | undefined) => Response | undefined;

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });

/** Replaces fetch: the first route that answers wins; GET /api/account is anonymous unless answered. */
export function mockFetch(route: FetchRoute): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const answer = route(url, init);
    if (answer) return answer;
    if (url === '/api/account') return json({ errors: [] }, 401);
    if (url === '/mf/remotes.json')
      return json({ remotes: [{ name: 'mf_chords', entry: '/mf/mf-chords/remoteEntry.js' }] });
    return json({ errors: [] }, 404);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The call a mock received for a path (query included), parsed. */
export function callsTo(fetchMock: jest.Mock, prefix: string): { url: string; init?: RequestInit }[] {
  return fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit | undefined }))
    .filter((call) => call.url.startsWith(prefix));
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the remote's whole route tree at `path`, as the shell would, with a fresh SWR cache. */
export function renderApp(path: string, ui: ReactElement = <App />) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AcorduriThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>pagina de autentificare</p>} />
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AcorduriThemeProvider>
    </SWRConfig>,
  );
}

export const ANA = {
  id: 'u1',
  username: 'ana',
  slug: 'ana',
  email: 'ana@acorduri.test',
  role: 0,
  createdAt: '2024-01-01',
};
