import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

const artist = (name: string, letterId: number) => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  letterId,
  tabCount: 2,
  requestCount: 0,
  tab_count: 2,
  request_count: 0,
});

describe('artists', () => {
  it('groups artists by letter, 5 per letter, with a button to the letter page', async () => {
    const artists = ['Aa', 'Ab', 'Ac', 'Ad', 'Ae', 'Af']
      .map((name) => artist(name, 1))
      .concat(artist('Bb', 4));
    mockFetch((url) => {
      if (url === '/api/cache') return json({ files: { 'artist-data.json': 1 } });
      if (url === '/cache/artist-data.json?t=1') return json({ artists });
      return undefined;
    });
    const { container } = renderApp('/artisti');
    const groupA = await screen.findByRole('region', { name: 'a' });
    expect(within(groupA).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: 'b' })).getByRole('link', { name: 'Bb' }),
    ).toHaveAttribute('href', '/artisti/bb');
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(within(groupA).getByRole('button', { name: 'Toți artiștii la litera A' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/litere/1'));
  });

  it('loads up to 500 artists of a letter', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/artist?') ? json({ artists: [artist('Ana', 1)], total: 1 }) : undefined,
    );
    renderApp('/litere/1');
    expect(await screen.findByRole('link', { name: 'Ana' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/artist?')[0]?.url).toBe(
      '/api/artist?letterId=1&limit=500&offset=0&orderby=name',
    );
  });

  it("shows only the artist page's tabs whose count is above zero", async () => {
    mockFetch((url) => {
      if (url === '/api/artist/ana') return json({ ...artist('Ana', 1), tabCount: 0, requestCount: 1 });
      if (url.startsWith('/api/request?')) return json({ requests: [], total: 0 });
      return undefined;
    });
    renderApp('/artisti/ana');
    expect(await screen.findByRole('tab', { name: 'Cereri' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Tabulaturi' })).not.toBeInTheDocument();
  });
});
