import { ALERT_EVENT } from '@acorduri/contracts';
import { ANA } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

const request = (id: string, voted = false) => ({
  id,
  title: `Melodia ${id}`,
  artistId: 'a1',
  tempArtist: null,
  artist: { id: 'a1', name: 'Ana Lungu', slug: 'ana-lungu', tempName: null },
  author: null,
  voteCount: 3,
  isPublic: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  voted,
});

function serve(user: typeof ANA | null, vote: () => Response = () => json({ voteCount: 4 })) {
  return mockFetch((url, init) => {
    if (url === '/api/account' && user) return json(user);
    if (url.startsWith('/api/request?'))
      return json({ requests: [request('r1'), request('r2', true)], total: 2 });
    if (url === '/api/user/request/vote') return vote();
    if (url === '/api/cache') return json({ files: { 'artist-data.json': 5 } });
    if (url === '/cache/artist-data.json?t=5')
      return json({ artists: [{ id: 'a'.repeat(24), name: 'Ana Lungu', slug: 'ana-lungu' }] });
    if (url === '/api/user/request' && init?.method === 'POST')
      return json({ ...request('r3'), id: 'r3' }, 201);
    return undefined;
  });
}

describe('requests', () => {
  it("votes once, then shows 'Votat'", async () => {
    const fetchMock = serve(ANA);
    const { container } = renderApp('/cereri');
    const row = (await screen.findByRole('cell', { name: 'Melodia r1' })).closest('tr')!;
    expect(
      within(screen.getByRole('cell', { name: 'Melodia r2' }).closest('tr')!).getByRole('button', {
        name: 'Votat',
      }),
    ).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Votează' }));
    expect(await within(row).findByRole('button', { name: 'Votat' })).toBeDisabled();
    expect(within(row).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/request/vote')).toHaveLength(1);
    // One user action, one Idempotency-Key: a vote retried after a lost answer is counted once.
    expect(callsTo(fetchMock, '/api/user/request/vote')[0]?.init?.headers).toMatchObject({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the server's first error inline in the row", async () => {
    serve(ANA, () => json({ errors: ['Ai votat deja pentru această cerere.', 'altceva'] }, 400));
    renderApp('/cereri');
    const row = (await screen.findByRole('cell', { name: 'Melodia r1' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Votează' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Ai votat deja pentru această cerere.');
  });

  it('hands a 401 to the shell (which clears the session) instead of the row', async () => {
    serve(ANA, () => json({ errors: [] }, 401));
    const alerts: unknown[] = [];
    window.addEventListener(ALERT_EVENT, (event) => alerts.push((event as CustomEvent).detail));
    renderApp('/cereri');
    const row = (await screen.findByRole('cell', { name: 'Melodia r1' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Votează' }));
    await waitFor(() =>
      expect(alerts).toEqual([
        { messages: ['Acțiunea necesită autentificare.'], severity: 'warning', status: 401 },
      ]),
    );
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an anonymous voter to /login', async () => {
    serve(null);
    renderApp('/cereri');
    const row = (await screen.findByRole('cell', { name: 'Melodia r1' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Votează' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sorts by votes and asks the API for it', async () => {
    const fetchMock = serve(null);
    renderApp('/cereri');
    await screen.findByRole('cell', { name: 'Melodia r1' });
    await userEvent.click(screen.getByRole('button', { name: /Sortare/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Cele mai votate' }));
    expect(callsTo(fetchMock, '/api/request?').at(-1)?.url).toBe(
      '/api/request?orderby=voteCount&sort=desc&limit=10&offset=0',
    );
  });

  it('validates the add dialog with the spec messages, then adds a catalogue artist by id', async () => {
    const fetchMock = serve(ANA);
    renderApp('/cereri');
    await screen.findByRole('cell', { name: 'Melodia r1' });
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă o cerere' }));
    const dialog = screen.getByRole('dialog', { name: 'Cerere nouă' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite cererea' }));
    expect(within(dialog).getByText('Titlul trebuie completat')).toBeInTheDocument();
    expect(within(dialog).getByText('Artistul trebuie completat')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Titlul melodiei/ }));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Artist/ }));
    await userEvent.paste('y'.repeat(51));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite cererea' }));
    expect(within(dialog).getByText('Titlul depășește 100 de caractere')).toBeInTheDocument();
    expect(within(dialog).getByText('Numele artistului depășește 50 de caractere')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Titlul melodiei/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Titlul melodiei/ }), 'Dor');
    await userEvent.clear(within(dialog).getByRole('combobox', { name: /Artist/ }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Artist/ }), 'ana lungu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite cererea' }));
    expect(await screen.findByText('Melodia r1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = JSON.parse(String(callsTo(fetchMock, '/api/user/request')[0]?.init?.body));
    expect(sent).toEqual({ title: 'Dor', artistId: 'a'.repeat(24) });
  });
});
