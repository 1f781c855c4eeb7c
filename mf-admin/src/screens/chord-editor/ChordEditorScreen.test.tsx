import type { Chord } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';

// mf-chords' diagrams: a stand-in naming the variant it draws.
jest.mock('../../federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(async () => ({
    default: ({ chord, variant }: { chord: string; variant: string }) => (
      <span role="img" aria-label={`Diagrama ${chord}: ${variant.replace(/\n/g, '/')}`} />
    ),
  })),
}));

const C_MAJOR = 'I\nx  o o\n----1-\n--2---\n-3----\n------\n------';
const chord = (id: string, name: string, guitar: string[] = [C_MAJOR]): Chord => ({
  id: id.repeat(24),
  name,
  root: name.slice(0, 1),
  typeId: 1,
  type: { id: 1, name: '', fullName: 'Major' },
  guitar,
  piano: ['|| ||| || ||| \n0 0 0         '],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function renderChords() {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/admin/chord/root')
      return json({ roots: ['C', 'D', 'E'].map((name, i) => ({ id: i + 1, name })), total: 3 });
    if (url === '/api/admin/chord/type')
      return json({
        types: [
          { id: 1, name: '', fullName: 'Major' },
          { id: 2, name: 'm', fullName: 'Minor' },
        ],
        total: 2,
      });
    if (url === '/api/admin/chord/cache' && method === 'POST') return json({ chords: 313 });
    if (!url.startsWith('/api/admin/chord')) return undefined;
    if (method === 'GET') return json({ chords: [chord('a', 'C'), chord('b', 'D', [])], total: 2 });
    if (method === 'POST')
      return json({ ...chord('c', body.name, body.guitar), ...body, id: 'c'.repeat(24) }, 201);
    return undefined;
  });
  renderWithProviders(<App />, { path: '/chord-editor' });
  return { calls, user: userEvent.setup() };
}

describe('Editor acorduri', () => {
  it('lists name, root, type and the mf-chords diagrams, newest first, 5 a page', async () => {
    const { calls } = renderChords();
    const row = await screen.findByRole('row', { name: /^C/ });
    expect(calls.find((call) => call.url.startsWith('/api/admin/chord?'))?.url).toBe(
      '/api/admin/chord?limit=5&offset=0&sort=desc&orderby=created_at',
    );
    expect(within(row).getByText('Major')).toBeInTheDocument();
    // Accessible names collapse runs of spaces: 'x  o o' reads 'x o o'.
    expect(
      await within(row).findByRole('img', { name: /^Diagrama C: I\/x o o\/----1-/ }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^D/ })).getAllByText('—').length).toBeGreaterThan(0);
  });

  it('filters by root from the lookup', async () => {
    const { calls, user } = renderChords();
    await screen.findByRole('row', { name: /^C/ });
    await user.click(screen.getByRole('button', { name: /Filtre/ }));
    await user.selectOptions(await screen.findByLabelText('Rădăcina'), 'E');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('&root=E'));
  });

  it('generates the chord database and says how many chords it holds', async () => {
    const { user } = renderChords();
    await screen.findByRole('row', { name: /^C/ });
    await user.click(screen.getByRole('button', { name: 'Generează baza de acorduri' }));
    expect(
      await screen.findByText('Fișierul chordDatabase.json cu 313 de acorduri a fost generat cu succes.'),
    ).toBeInTheDocument();
  });

  it('adds a chord (root C, no type by default) with a guitar variant drawn on the fretboard', async () => {
    const { calls, user } = renderChords();
    await screen.findByRole('row', { name: /^C/ });
    await user.click(screen.getByRole('button', { name: 'Acord nou' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acord nou' });
    expect(within(dialog).getByLabelText(/^Rădăcina/)).toHaveDisplayValue('C');
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    expect(within(dialog).getByLabelText(/^Nume/)).toHaveAccessibleDescription('Numele trebuie completat');

    await user.type(within(dialog).getByLabelText(/^Nume/), 'Cadd');
    await user.click(within(dialog).getByRole('button', { name: /Adaugă variantă la chitară/ }));
    const variantDialog = await screen.findByRole('dialog', { name: 'Variantă nouă — chitară' });
    fireEvent.click(within(variantDialog).getByRole('button', { name: /^3 \(/ }));
    fireEvent.click(within(variantDialog).getByRole('button', { name: 'Coarda 5, tasta 3' }));
    fireEvent.click(within(variantDialog).getByRole('button', { name: 'Coarda 6: liberă' }));
    await user.click(within(variantDialog).getByRole('button', { name: 'Păstrează varianta' }));
    expect(screen.queryByRole('dialog', { name: 'Variantă nouă — chitară' })).not.toBeInTheDocument();
    const added = 'I\nx oooo\n------\n------\n-3----\n------\n------';
    expect(
      await within(dialog).findByRole('img', { name: `Diagrama Cadd: ${added.replace(/\n/g, '/')}` }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Acord nou' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cadd',
      root: 'C',
      typeId: null,
      guitar: [added],
      piano: [],
    });
    expect(screen.getAllByRole('row')[1]).toHaveAccessibleName(/^Cadd/);
  });
});
