import type { TabRequestView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { pageSizeOptions } from '../../test/pageSizes';
import RequestsScreen from './RequestsScreen';

const PHOENIX = { id: 'a'.repeat(24), name: 'Phoenix', slug: 'phoenix' };
const HOLOGRAF = { id: 'b'.repeat(24), name: 'Holograf', slug: 'holograf' };

const request = (change: Partial<TabRequestView> = {}): TabRequestView => ({
  id: '1'.repeat(24),
  title: 'Nebănuita',
  artistId: PHOENIX.id,
  tempArtist: null,
  artist: { id: PHOENIX.id, name: PHOENIX.name, slug: PHOENIX.slug, tempName: null },
  author: { name: 'ana', slug: 'ana' },
  voteCount: 4,
  isPublic: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...change,
});

const HIDDEN = request({
  id: '2'.repeat(24),
  title: 'Cântec ascuns',
  artistId: null,
  tempArtist: 'Trupa Nouă',
  artist: { id: null, name: 'Trupa Nouă', slug: null, tempName: 'Trupa Nouă' },
  isPublic: false,
  voteCount: 0,
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

/** A server keeping its requests: what a PUT answers, the next list answers too. */
function serveRequests() {
  const calls: Call[] = [];
  let stored = [request(), HIDDEN];
  mockFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: address.pathname, query: Object.fromEntries(address.searchParams), body });
    if (address.pathname === '/api/admin/artist/all') return json({ artists: [PHOENIX, HOLOGRAF] });
    if (address.pathname !== '/api/admin/request') return undefined;
    if (method === 'GET') return json({ requests: stored, total: stored.length });
    if (method === 'PUT') {
      const updated = request({
        ...body,
        artist: { id: HOLOGRAF.id, name: HOLOGRAF.name, slug: HOLOGRAF.slug, tempName: null },
      });
      stored = stored.map((row) => (row.id === updated.id ? updated : row));
      return json(updated);
    }
    if (method === 'DELETE') return json(true);
    return undefined;
  });
  return calls;
}

const listCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/api/admin/request')
    .map((call) => call.query);

describe('RequestsScreen', () => {
  it('lists 10 requests by id desc; an unpublished one shows the eye-off icon', async () => {
    const calls = serveRequests();
    const { container } = renderWithProviders(<RequestsScreen />, { path: '/request-manager' });
    const table = await screen.findByRole('table', { name: 'Cereri' });
    expect(listCalls(calls)[0]).toEqual({ limit: '10', offset: '0', sort: 'desc', orderby: 'id' });
    const shown = await within(table).findByRole('row', { name: /Nebănuita/ });
    expect(shown).toHaveTextContent('Phoenix');
    expect(shown).toHaveTextContent('4');
    expect(within(shown).getByRole('link', { name: 'ana' })).toHaveAttribute('href', '/profil/ana');
    expect(within(shown).queryByRole('img', { name: 'Nepublicată' })).not.toBeInTheDocument();
    const hidden = within(table).getByRole('row', { name: /Cântec ascuns/ });
    expect(hidden).toHaveTextContent('Trupa Nouă');
    expect(within(hidden).getByRole('img', { name: 'Nepublicată' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('filters on published and artist, searches in artists or titles, and offers the spec sorts and sizes', async () => {
    const calls = serveRequests();
    const user = userEvent.setup();
    renderWithProviders(<RequestsScreen />, {
      path: `/request-manager?published=0&artist=${HOLOGRAF.id}&q=neb&in=titles`,
    });
    await waitFor(() =>
      expect(listCalls(calls)[0]).toMatchObject({
        isPublic: '0',
        artistId: HOLOGRAF.id,
        search: 'neb',
        searchField: 'titles',
      }),
    );
    const searchIn = screen.getByLabelText('Caută în');
    expect(
      within(searchIn)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Artiști', 'Titluri']));
    await user.click(screen.getByRole('button', { name: /Sortare/ }));
    for (const label of ['Titlu, A-Z', 'Artist, A-Z', 'Cele mai recente', 'Voturi, descrescător'])
      expect(screen.getByRole('menuitemradio', { name: label })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'Voturi, descrescător' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({ orderby: 'vote_count', sort: 'desc' }),
    );
    expect(pageSizeOptions()).toEqual(['10', '20', '50', '100']);
  });

  it('edits title, artist (complete list) and visibility, validating on blur', async () => {
    const calls = serveRequests();
    const user = userEvent.setup();
    renderWithProviders(<RequestsScreen />, { path: '/request-manager' });
    await user.click(await screen.findByRole('button', { name: 'Editează Phoenix – Nebănuita' }));
    const dialog = screen.getByRole('dialog', { name: 'Editare cerere' });
    const title = within(dialog).getByLabelText('Titlu');
    await user.clear(title);
    await user.tab();
    expect(within(dialog).getByText('Titlul trebuie completat')).toBeInTheDocument();
    await user.type(title, 'Nebănuita (live)');
    const artist = within(dialog).getByLabelText('Artist');
    await waitFor(() => expect(within(artist).getByRole('option', { name: 'Holograf' })).toBeInTheDocument());
    await user.selectOptions(artist, HOLOGRAF.id);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Public' }));
    await user.click(within(dialog).getByRole('button', { name: 'Actualizează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: '1'.repeat(24),
      title: 'Nebănuita (live)',
      artistId: HOLOGRAF.id,
      tempArtist: '',
      isPublic: false,
    });
    expect(await screen.findByRole('row', { name: /Nebănuita \(live\)/ })).toHaveTextContent('Holograf');
  });

  it('shows the artist a visitor typed in and lets it be corrected, with the §5 messages', async () => {
    const calls = serveRequests();
    const user = userEvent.setup();
    renderWithProviders(<RequestsScreen />, { path: '/request-manager' });
    await user.click(await screen.findByRole('button', { name: 'Editează Trupa Nouă – Cântec ascuns' }));
    const dialog = screen.getByRole('dialog', { name: 'Editare cerere' });
    const typed = within(dialog).getByLabelText('Artist scris de vizitator (dacă nu e ales unul din listă)');
    expect(typed).toHaveValue('Trupa Nouă');
    await user.clear(typed);
    await user.tab();
    expect(within(dialog).getByText('Artistul trebuie completat')).toBeInTheDocument();
    await user.type(typed, 'x'.repeat(51));
    await user.tab();
    expect(within(dialog).getByText('Numele artistului depășește 50 de caractere')).toBeInTheDocument();
    await user.clear(typed);
    await user.type(typed, 'Trupa Veche');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: '2'.repeat(24),
      title: 'Cântec ascuns',
      artistId: '',
      tempArtist: 'Trupa Veche',
      isPublic: false,
    });
  });

  it("deletes after 'Dorești să ștergi cererea …'", async () => {
    const calls = serveRequests();
    const user = userEvent.setup();
    renderWithProviders(<RequestsScreen />, { path: '/request-manager' });
    await user.click(await screen.findByRole('button', { name: 'Șterge Trupa Nouă – Cântec ascuns' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Dorești să ștergi cererea Trupa Nouă – Cântec ascuns?');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cântec ascuns/ })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: '2'.repeat(24) });
  });
});
