import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { pageSizeOptions } from '../../test/pageSizes';
import TabsScreen from './TabsScreen';
import { completeLists, HOLOGRAF, tabDetail, tabRow } from './test/tabFixtures';

const UNPUBLISHED = tabRow({
  id: '1'.repeat(24),
  title: 'Ochii tăi',
  slug: 'ochii-tai',
  artistId: HOLOGRAF.id,
  artist: { id: HOLOGRAF.id, name: HOLOGRAF.name, slug: HOLOGRAF.slug, tempName: null },
  isPublic: false,
  draftAvailable: false,
  pendingReview: true,
  reviewRequestedAt: '2026-01-12T09:30:00.000Z',
  preview: 'G D Em ochii tăi',
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

async function serveTabs() {
  const rows = [tabRow(), UNPUBLISHED];
  const detail = await tabDetail();
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: address.pathname,
      query: Object.fromEntries(address.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (address.pathname === '/api/admin/tab' && method === 'GET') return json({ tabs: rows, total: 12 });
    if (address.pathname === '/api/admin/tab' && method === 'DELETE') return json(true);
    if (address.pathname === `/api/admin/tab/${detail.id}`) return json(detail);
    return completeLists(url);
  });
  return calls;
}

/** The list's reads (the review queue's count, one row without a sort, is left out). */
const listCalls = (calls: Call[]) =>
  calls
    .filter(
      (call) => call.method === 'GET' && call.path === '/api/admin/tab' && call.query.orderby !== undefined,
    )
    .map((call) => call.query);
const location = () => screen.getByTestId('location').textContent;

describe('TabsScreen', () => {
  it('lists 5 tabs by id desc with preview, popularity and status, unpublished ones apart', async () => {
    const calls = await serveTabs();
    const { container } = renderWithProviders(<TabsScreen />, { path: '/tab-manager' });
    const table = await screen.findByRole('table', { name: 'Transpuneri' });
    expect(listCalls(calls)[0]).toEqual({ limit: '5', offset: '0', sort: 'desc', orderby: 'id' });

    const published = await within(table).findByRole('row', { name: /Andrii Popa/ });
    expect(within(published).getByRole('link', { name: 'Andrii Popa' })).toHaveAttribute(
      'href',
      '/acorduri/phoenix/andrii-popa',
    );
    expect(within(published).getByRole('img', { name: /Rating: 4,5 din 5/ })).toBeInTheDocument();
    expect(published).toHaveTextContent('7 favorite, 3 comentarii');
    expect(published).toHaveTextContent('Public');

    const unpublished = within(table).getByRole('row', { name: /Ochii tăi/ });
    expect(unpublished).toHaveTextContent('Nepublicat');
    expect(unpublished).toHaveTextContent('De revizuit: transpunere nouă');
    expect(unpublished).toHaveTextContent(/Trimisă pe 12\.01\.2026/);
    expect(within(unpublished).queryByRole('link', { name: 'Ochii tăi' })).not.toBeInTheDocument();
    expect(unpublished).toHaveStyle({ fontStyle: 'italic' });
    expect(published).toHaveStyle({ fontStyle: 'normal' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens the review queue, oldest request first, by a link that counts it, and keeps it in the URL', async () => {
    const calls = await serveTabs();
    const user = userEvent.setup();
    renderWithProviders(<TabsScreen />, { path: '/tab-manager' });
    await screen.findByRole('row', { name: /Andrii Popa/ });
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/api/admin/tab',
        query: { pendingReview: '1', limit: '1', offset: '0' },
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'De revizuit (12)' }));
    expect(location()).toBe('/tab-manager?review=1&sort=submitted_at&order=asc');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({
        pendingReview: '1',
        orderby: 'submitted_at',
        sort: 'asc',
        offset: '0',
      }),
    );
  });

  it('sends every filter under its API name, from a pasted link', async () => {
    const calls = await serveTabs();
    renderWithProviders(<TabsScreen />, {
      path: `/tab-manager?published=0&review=1&explicit=0&tag=${'c'.repeat(24)}&artist=${HOLOGRAF.id}&midi=1&gtp=0&size=20`,
    });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]).toEqual({
      limit: '20',
      offset: '0',
      sort: 'desc',
      orderby: 'id',
      isPublic: '0',
      pendingReview: '1',
      isExplicit: '0',
      tagId: 'c'.repeat(24),
      artistId: HOLOGRAF.id,
      midi: '1',
      gtp: '0',
    });
  });

  it("searches in the chosen field ('Caută în' artists, titles, text) and highlights the matches", async () => {
    const calls = await serveTabs();
    const user = userEvent.setup();
    renderWithProviders(<TabsScreen />, { path: '/tab-manager' });
    await screen.findByRole('row', { name: /Andrii Popa/ });
    await user.type(screen.getByRole('searchbox', { name: 'Căutare' }), 'ochii');
    const searchIn = screen.getByLabelText('Caută în');
    expect(
      within(searchIn)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Artiști', 'Titluri', 'Text']));
    await user.selectOptions(searchIn, 'text');
    expect(location()).toBe('/tab-manager?q=ochii&in=text');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({ search: 'ochii', searchField: 'text' }),
    );
    const marks = screen.getAllByText('ochii', { selector: 'mark' });
    expect(marks.length).toBeGreaterThan(0);
  });

  it('offers the sorts of the spec and the page sizes 5 to 100', async () => {
    await serveTabs();
    const user = userEvent.setup();
    renderWithProviders(<TabsScreen />, { path: '/tab-manager' });
    await screen.findByRole('row', { name: /Andrii Popa/ });
    await user.click(screen.getByRole('button', { name: /Sortare/ }));
    for (const label of [
      'Titlu, A-Z',
      'Artist, A-Z',
      'Actualizate recent',
      'Cele mai noi',
      'Rating, descrescător',
      'Favorite, descrescător',
      'Comentarii, descrescător',
    ])
      expect(screen.getByRole('menuitemradio', { name: label })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(pageSizeOptions()).toEqual(['5', '10', '20', '50', '100']);
  });

  it("asks 'Dorești să ștergi transpunerea …' and removes the tab", async () => {
    const calls = await serveTabs();
    const user = userEvent.setup();
    renderWithProviders(<TabsScreen />, { path: '/tab-manager' });
    await user.click(await screen.findByRole('button', { name: 'Șterge Phoenix – Andrii Popa' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Dorești să ștergi transpunerea Phoenix – Andrii Popa?');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Andrii Popa/ })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: tabRow().id });
  });

  it('opens the tab dialog from the pencil', async () => {
    await serveTabs();
    const user = userEvent.setup();
    renderWithProviders(<TabsScreen />, { path: '/tab-manager' });
    await user.click(await screen.findByRole('button', { name: 'Editează Phoenix – Andrii Popa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editare transpunere' });
    expect(await within(dialog).findByRole('button', { name: 'Actualizează' })).toBeInTheDocument();
  });
});
