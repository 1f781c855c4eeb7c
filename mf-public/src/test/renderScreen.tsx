import {
  type FetchRoute,
  json,
  mockFetch as mockFetchWith,
  renderWithProviders,
} from '@acorduri/web-testing';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import App from '../App';

export { type FetchRoute, json } from '@acorduri/web-testing';

/** What the shell and the API answer when a test says nothing: an anonymous visitor, the chords remote. */
function shellDefaults(url: string): Response | undefined {
  if (url === '/api/account') return json(null);
  if (url === '/mf/remotes.json')
    return json({ remotes: [{ name: 'mf_chords', entry: '/mf/mf-chords/remoteEntry.js' }] });
  return undefined;
}

/** Replaces fetch: the first route that answers wins; GET /api/account is anonymous unless answered. */
export function mockFetch(route: FetchRoute): jest.Mock {
  return mockFetchWith((url, init) => route(url, init) ?? shellDefaults(url));
}

/** The call a mock received for a path (query included), parsed. */
export function callsTo(fetchMock: jest.Mock, prefix: string): { url: string; init?: RequestInit }[] {
  return fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit | undefined }))
    .filter((call) => call.url.startsWith(prefix));
}

/** Renders the remote's whole route tree at `path`, as the shell would, with a fresh SWR cache. */
export function renderApp(path: string, ui: ReactElement = <App />) {
  return renderWithProviders(ui, {
    path,
    routes: <Route path="/login" element={<p>pagina de autentificare</p>} />,
  });
}
