import type { AdminArtistOptions, ArtistView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import App from '../../App';
import { pageSizeOptions } from '../../test/pageSizes';
import { ARTISTS_LIST } from './artistsList';

const artist = (id: string, name: string, tabCount: number, requestCount: number): ArtistView => ({
  id: id.repeat(24),
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  letterId: 1,
  tabCount,
  requestCount,
  tab_count: tabCount,
  request_count: requestCount,
});

const PHOENIX = artist('a', 'Phoenix', 12, 1);
const NOU = artist('b', 'Trupa Nouă', 0, 0);

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function renderArtists(at = '/artists') {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (!url.startsWith('/api/admin/artist')) return undefined;
    if (method === 'GET') return json({ artists: [NOU, PHOENIX], total: 2 });
    if (method === 'POST') return json(artist('c', 'Holograf', 0, 0));
    return undefined;
  });
  renderWithProviders(<App />, { path: at });
  return { calls, user: userEvent.setup() };
}

const listUrls = (calls: Call[]) => calls.filter((c) => c.method === 'GET').map((c) => c.url);

describe('Artiști', () => {
  it('shows the frame, the columns of the spec and asks for 10 artists by id desc', async () => {
    const { calls } = renderArtists();
    const trail = screen.getByRole('navigation', { name: 'Cale de navigare' });
    expect(within(trail).getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/');
    expect(trail).toHaveTextContent('Panou administrare');
    expect(screen.getByRole('heading', { level: 1, name: 'Artiști' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Meniu administrare' });
    expect(within(menu).getAllByRole('link')).toHaveLength(12);
    expect(within(menu).getByRole('link', { name: 'Artiști' })).toHaveAttribute('aria-current', 'page');

    const row = await screen.findByRole('row', { name: /Phoenix/ });
    expect(listUrls(calls)[0]).toBe('/api/admin/artist?limit=10&offset=0&sort=desc&orderby=id');
    const table = screen.getByRole('table', { name: 'Artiști' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Nume', 'Slug', '# Acorduri', '# Cereri', 'Acțiuni']);
    expect(within(row).getByRole('link', { name: 'Phoenix' })).toHaveAttribute('href', '/artisti/phoenix');
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editează Phoenix' })).toBeInTheDocument();
    // Tabs or requests: no delete icon.
    expect(within(row).queryByRole('button', { name: 'Șterge Phoenix' })).not.toBeInTheDocument();
    const empty = screen.getByRole('row', { name: /Trupa Nouă/ });
    expect(within(empty).getByRole('button', { name: 'Șterge Trupa Nouă' })).toBeInTheDocument();
    expect(pageSizeOptions()).toEqual(['10', '20', '50', '100']);
    // The shell gives the page its landmarks (main, banner); the screen is checked inside them.
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('filters by letter, with tabs and with requests, Da/Nu sent as 1/0', async () => {
    const { calls, user } = renderArtists();
    await screen.findByRole('row', { name: /Phoenix/ });
    await user.click(screen.getByRole('button', { name: /Filtre/ }));
    await user.selectOptions(screen.getByLabelText('Litera'), 'Ă');
    await user.selectOptions(screen.getByLabelText('Cu acorduri'), 'Da');
    await user.selectOptions(screen.getByLabelText('Cu cereri'), 'Nu');
    expect(screen.getByTestId('location')).toHaveTextContent('/artists?letterId=2&withTabs=1&withRequests=0');
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe(
        '/api/admin/artist?limit=10&offset=0&sort=desc&orderby=id&letterId=2&withTabs=1&withRequests=0',
      ),
    );
  });

  it("validates 'Artist' on blur with the shared messages and adds the artist on top", async () => {
    const { calls, user } = renderArtists();
    await screen.findByRole('row', { name: /Phoenix/ });
    await user.click(screen.getByRole('button', { name: 'Adaugă artist' }));
    const dialog = screen.getByRole('dialog', { name: 'Artist nou' });
    const field = within(dialog).getByLabelText('Artist');
    await user.click(field);
    await user.tab();
    expect(within(dialog).getByText('Acest câmp trebuie completat')).toBeInTheDocument();
    await user.type(field, 'x'.repeat(41));
    expect(within(dialog).getByText('Numele artistului depășește 40 de caractere')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Holograf');
    expect(within(dialog).getByRole('button', { name: 'Renunță' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Holograf');
    expect(screen.getByText('1–3 din 3')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Holograf' });
  });

  it('opens the edit dialog with the name and the spec title', async () => {
    const { user } = renderArtists();
    await user.click(await screen.findByRole('button', { name: 'Editează Phoenix' }));
    const dialog = screen.getByRole('dialog', { name: 'Editare artist' });
    expect(within(dialog).getByLabelText('Artist')).toHaveValue('Phoenix');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks 'Șterge artist' before deleting", async () => {
    const { user } = renderArtists();
    await user.click(await screen.findByRole('button', { name: 'Șterge Trupa Nouă' }));
    expect(screen.getByRole('alertdialog', { name: 'Șterge artist' })).toHaveTextContent(
      'Dorești să ștergi artistul Trupa Nouă?',
    );
  });

  it('inserts a new artist into the shared complete list, by name', () => {
    const mutate = jest.fn();
    ARTISTS_LIST.onCreated?.(artist('c', 'Holograf', 0, 0), mutate);
    const [key, update] = mutate.mock.calls[0] as [string, (current?: AdminArtistOptions) => unknown];
    expect(key).toBe('/api/admin/artist/all');
    expect(
      update({
        artists: [
          { id: '1', name: 'Ducu Bertzi', slug: 'ducu-bertzi' },
          { id: '2', name: 'Phoenix', slug: 'phoenix' },
        ],
      }),
    ).toEqual({
      artists: [
        { id: '1', name: 'Ducu Bertzi', slug: 'ducu-bertzi' },
        { id: 'c'.repeat(24), name: 'Holograf', slug: 'holograf' },
        { id: '2', name: 'Phoenix', slug: 'phoenix' },
      ],
    });
    expect(update(undefined)).toBeUndefined();
  });
});
