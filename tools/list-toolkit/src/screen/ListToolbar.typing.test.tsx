import { AcorduriThemeProvider, TextField } from '@acorduri/ui-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useState } from 'react';
import { createPath, type Location, type Navigator, type Path, Router, useLocation } from 'react-router';
import { useUrlListState } from '../state/useUrlListState';

/** How long the router takes to render a navigation: longer than the gap between two keys on a busy machine. */
const ROUTER_LAG_MS = 40;

/** A router that renders each navigation a little later, as the shell's router does under load. */
function LaggingRouter({ children }: { readonly children: ReactNode }) {
  const [location, setLocation] = useState<Location>({
    pathname: '/artists',
    search: '',
    hash: '',
    state: null,
    key: 'start',
  });
  const navigator = useMemo<Navigator>(() => {
    const go = (to: Partial<Path> | string) => {
      const path = typeof to === 'string' ? { pathname: to } : to;
      setTimeout(
        () =>
          setLocation({
            pathname: path.pathname ?? '/artists',
            search: path.search ?? '',
            hash: '',
            state: null,
            key: Math.random().toString(36),
          }),
        ROUTER_LAG_MS,
      );
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: () => undefined,
      push: go,
      replace: go,
    };
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

function SearchBox() {
  const list = useUrlListState({
    defaultSort: { orderby: 'id', sort: 'desc' },
    pageSizes: [10],
    defaultPageSize: 10,
    filterKeys: [],
  });
  const location = useLocation();
  return (
    <>
      <TextField
        type="search"
        label="Caută"
        value={list.state.search}
        onChange={(event) => list.setSearch(event.target.value)}
      />
      <output aria-label="URL">{location.search}</output>
    </>
  );
}

describe('a list search box fed by useUrlListState', () => {
  it('keeps every key typed faster than the router renders, and writes the whole text into the URL', async () => {
    render(
      <AcorduriThemeProvider>
        <LaggingRouter>
          <SearchBox />
        </LaggingRouter>
      </AcorduriThemeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'Ionescu lecție');
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveValue('Ionescu lecție');
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?q=Ionescu+lec%C8%9Bie'),
      { timeout: 3000 },
    );
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveValue('Ionescu lecție');
  });
});
