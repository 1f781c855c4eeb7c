import { ALERT_EVENT } from '@acorduri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { tabItem } from '../../test/fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

const stamps = {
  files: {
    'latest-tabs.json': 11,
    'top-favourites.json': 12,
    'latest-comments.json': 13,
    'tag-data.json': 14,
  },
};

function serveCache() {
  return mockFetch((url) => {
    if (url === '/api/cache') return json(stamps);
    if (url === '/cache/top-favourites.json?t=12')
      return json({ tabs: [tabItem({ title: 'Cea mai iubită' })] });
    if (url === '/cache/latest-tabs.json?t=11')
      return json({ tabs: [tabItem({ id: 't9', title: 'Cea mai nouă' })] });
    if (url === '/cache/latest-comments.json?t=13')
      return json({
        comments: [
          {
            id: 'c1',
            body: 'Superb!',
            createdAt: '2025-01-01T00:00:00.000Z',
            author: { id: 'u1', name: 'ana', slug: 'ana' },
            tab: { id: 't1', title: 'Doina', slug: 'doina', artist: { name: 'Ion', slug: 'ion' } },
          },
        ],
      });
    if (url === '/cache/tag-data.json?t=14')
      return json({
        tags: [
          { id: 'g1', name: 'Colinde', slug: 'colinde', isPublic: true, tabCount: 3 },
          { id: 'g2', name: 'Ascunsă', slug: 'ascunsa', isPublic: false, tabCount: 3 },
        ],
      });
    return undefined;
  });
}

describe('home', () => {
  it('shows the title, search box, intro card and public categories, and is axe-clean', async () => {
    serveCache();
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bine ai venit!' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Caută o melodie sau un artist' })).toBeInTheDocument();
    // The introduction is drawn a frame after the lists (#28).
    expect(await screen.findByRole('link', { name: 'Creează-ți un cont' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Lecții de chitară pentru începători' })).toHaveAttribute(
      'href',
      '/lectii',
    );
    expect(await screen.findByRole('link', { name: 'Colinde' })).toHaveAttribute(
      'href',
      '/categorii/colinde',
    );
    expect(screen.queryByText('Ascunsă')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ana Lungu - Cea mai iubită' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("switches the widget between 'Top', 'Noi' and 'Comentarii', starting at 'Top'", async () => {
    const fetchMock = serveCache();
    renderApp('/');
    const top = await screen.findByRole('button', { name: 'Top' });
    expect(top).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Noi' }));
    expect(screen.getByRole('link', { name: 'Ana Lungu - Cea mai nouă' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comentarii' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText(/Superb!/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ion - Doina' })).toHaveAttribute(
      'href',
      '/acorduri/ion/doina',
    );
    expect(
      callsTo(fetchMock, '/cache/')
        .map((call) => call.url)
        .sort(),
    ).toEqual([
      '/cache/latest-comments.json?t=13',
      '/cache/latest-tabs.json?t=11',
      '/cache/tag-data.json?t=14',
      '/cache/top-favourites.json?t=12',
    ]);
  });

  it("warns 'Eroare la citirea fișierelor.' when a cache file is not there, without asking for it", async () => {
    const fetchMock = mockFetch((url) => (url === '/api/cache' ? json({ files: {} }) : undefined));
    const alerts: unknown[] = [];
    window.addEventListener(ALERT_EVENT, (event) => alerts.push((event as CustomEvent).detail.messages));
    renderApp('/');
    await waitFor(() => expect(alerts).toEqual([['Eroare la citirea fișierelor.']]));
    expect(callsTo(fetchMock, '/cache/')).toHaveLength(0);
  });
});
