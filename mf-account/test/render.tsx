import { AcorduriThemeProvider, LinkProvider } from '@acorduri/ui-kit';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';

/** Prints the router's current path so tests can assert navigation. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

export interface RenderScreenOptions {
  /** The URL the screen is opened at. */
  readonly at?: string;
  /** The route pattern the screen is mounted under (defaults to `at`). */
  readonly path?: string;
}

/**
 * Renders one screen as the shell would: theme, a router at `at`, and a fresh SWR cache (so tests never share
 * data). Returns a userEvent session and a `currentPath()` reader.
 */
export function renderScreen(
  ui: ReactElement,
  { at = '/', path }: RenderScreenOptions = {},
): RenderResult & { user: UserEvent; currentPath: () => string | null } {
  const provider = () => new Map();
  const result = render(
    <SWRConfig value={{ provider, dedupingInterval: 0, shouldRetryOnError: false }}>
      <AcorduriThemeProvider mode="light">
        <MemoryRouter initialEntries={[at]}>
          <LinkProvider component={Link}>
            <Routes>
              <Route path={path ?? at} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <CurrentPath />
          </LinkProvider>
        </MemoryRouter>
      </AcorduriThemeProvider>
    </SWRConfig>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    currentPath: () => result.getByTestId('current-path').textContent,
  };
}
