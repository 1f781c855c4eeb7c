import type { TagView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';

const tag = (id: string, name: string, isPublic: boolean, tabCount: number): TagView => ({
  id: id.repeat(24),
  name,
  slug: name.toLowerCase(),
  isPublic,
  tabCount,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function renderTags(fileAnswer = json({ tags: 7 })) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url === '/api/admin/tag/cache' && method === 'POST') return fileAnswer;
    if (!url.startsWith('/api/admin/tag')) return undefined;
    if (method === 'GET')
      return json({ tags: [tag('a', 'Rock', true, 40), tag('b', 'Colinde', false, 0)], total: 2 });
    if (method === 'POST') return json(tag('c', 'Jazz', false, 0));
    return undefined;
  });
  renderWithProviders(<App />, { path: '/tag-manager' });
  return { calls, user: userEvent.setup() };
}

describe('Categorii', () => {
  it('shows id, name, slug, tab count and the public icon; delete only without tabs', async () => {
    const { calls } = renderTags();
    expect(screen.getByRole('heading', { level: 1, name: 'Categorii' })).toBeInTheDocument();
    const rock = await screen.findByRole('row', { name: /Rock/ });
    expect(calls[0]?.url).toBe('/api/admin/tag?limit=10&offset=0&sort=desc&orderby=id');
    expect(within(rock).getByRole('img', { name: 'Publică' })).toBeInTheDocument();
    expect(within(rock).queryByRole('button', { name: 'Șterge Rock' })).not.toBeInTheDocument();
    const carols = screen.getByRole('row', { name: /Colinde/ });
    expect(within(carols).getByRole('img', { name: 'Privată' })).toBeInTheDocument();
    expect(within(carols).getByRole('button', { name: 'Șterge Colinde' })).toBeInTheDocument();
  });

  it('filters by visibility, Privat as isPublic=0', async () => {
    const { calls, user } = renderTags();
    await screen.findByRole('row', { name: /Rock/ });
    await user.click(screen.getByRole('button', { name: /Filtre/ }));
    await user.selectOptions(screen.getByLabelText('Vizibilitate'), 'Privat');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/tag?limit=10&offset=0&sort=desc&orderby=id&isPublic=0'),
    );
  });

  it('adds a private tag unless ticked public', async () => {
    const { calls, user } = renderTags();
    await screen.findByRole('row', { name: /Rock/ });
    await user.click(screen.getByRole('button', { name: 'Adaugă categorie' }));
    const dialog = screen.getByRole('dialog', { name: 'Categorie nouă' });
    expect(within(dialog).getByRole('checkbox', { name: 'Publică (apare pe site)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    expect(within(dialog).getByText('Numele trebuie completat')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nume'), 'Jazz');
    await user.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Jazz'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Jazz', isPublic: false });
  });

  it("generates the tag file and says 'Fișierul a fost generat cu succes.'", async () => {
    const { user } = renderTags();
    await screen.findByRole('row', { name: /Rock/ });
    await user.click(screen.getByRole('button', { name: 'Generează fișierul categoriilor' }));
    expect(await screen.findByText('Fișierul a fost generat cu succes.')).toBeInTheDocument();
  });

  it('shows a refused file generation as a closable warning', async () => {
    const { user } = renderTags(json({ errors: [] }, 500));
    await screen.findByRole('row', { name: /Rock/ });
    await user.click(screen.getByRole('button', { name: 'Generează fișierul categoriilor' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eroare (500). Vă rugăm să încercați mai târziu.');
    await user.click(within(alert).getByRole('button', { name: 'Închide mesajul' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
