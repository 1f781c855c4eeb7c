import type { CommentView } from '@acorduri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { type ApiCall, mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import MyCommentsScreen from './MyCommentsScreen';

const comment = (id: string, body: string, createdAt: string): CommentView => ({
  id: id.repeat(24),
  body,
  createdAt,
  author: { id: 'u1', name: 'ana', slug: 'ana' },
  tab: {
    id: 't'.repeat(24),
    title: 'Andrii Popa',
    slug: 'andrii-popa',
    artist: { name: 'Phoenix', slug: 'phoenix' },
  },
});

const COMMENTS = [
  comment('a', 'Foarte bună transpunerea!', '2024-03-15T10:00:00.000Z'),
  comment('b', 'Mulțumesc', '2023-12-01T10:00:00.000Z'),
];

function renderMyComments(
  deletion: Parameters<typeof mockApi>[0][string] = { body: true },
  at = '/comentariile-mele',
) {
  const calls = mockApi({
    'GET /api/user/comment': { body: { comments: COMMENTS, total: 22 } },
    'DELETE /api/user/comment': deletion,
  });
  return { calls, ...renderScreen(<MyCommentsScreen />, { at, path: '/comentariile-mele' }) };
}

const listQueries = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/user/comment').map((c) => c.query);

describe('MyCommentsScreen', () => {
  it('shows the breadcrumb and the columns with an open link and a Romanian date', async () => {
    const { container } = renderMyComments();
    const trail = screen.getByRole('navigation', { name: 'Cale de navigare' });
    expect(within(trail).getByRole('link', { name: 'Acasă' })).toBeInTheDocument();
    expect(within(trail).getByText('Comentariile mele')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Foarte bună transpunerea!/ });
    expect(within(row).getByText('Phoenix - Andrii Popa')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Deschide Phoenix - Andrii Popa' })).toHaveAttribute(
      'href',
      '/acorduri/phoenix/andrii-popa',
    );
    expect(
      within(row).getByText(new Date('2024-03-15T10:00:00.000Z').toLocaleDateString('ro-RO')),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sorts with the spec menu, newest first by default, back on page 1', async () => {
    const { user, calls } = renderMyComments();
    await screen.findByRole('row', { name: /Mulțumesc/ });
    expect(listQueries(calls)[0]).toEqual({ limit: '10', offset: '0', sort: 'desc', orderby: 'createdAt' });
    await user.click(screen.getByRole('button', { name: /Sortare/ }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Titlu, A-Z',
      'Cele mai recente',
      'Cele mai vechi',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Titlu, A-Z' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ orderby: 'title', sort: 'asc', offset: '0' }),
    );
    await user.click(screen.getByRole('button', { name: /Sortare/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Cele mai vechi' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ orderby: 'createdAt', sort: 'asc' }),
    );
  });

  it('asks "Dorești să ștergi comentariul …?" and deletes on Da', async () => {
    const { user, calls } = renderMyComments();
    const row = await screen.findByRole('row', { name: /Mulțumesc/ });
    await user.click(within(row).getByRole('button', { name: 'Șterge comentariul' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(dialog).toHaveTextContent('Dorești să ștergi comentariul Mulțumesc?');
    await user.click(within(dialog).getByRole('button', { name: 'Nu' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Șterge comentariul' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: 'b'.repeat(24) }),
    );
    await waitFor(() => expect(listQueries(calls).length).toBeGreaterThan(1));
  });

  it('opens on the page, size and order of its URL (a reload or a shared link)', async () => {
    const { calls } = renderMyComments(undefined, '/comentariile-mele?page=2&size=5&sort=title&order=asc');
    await screen.findByRole('row', { name: /Mulțumesc/ });
    expect(listQueries(calls)[0]).toEqual({ limit: '5', offset: '5', sort: 'asc', orderby: 'title' });
    expect(screen.getByRole('button', { name: /Sortare/ })).toHaveTextContent('Titlu, A-Z');
  });

  it("says 'A aparut o eroare.' when the deletion is not confirmed by the server", async () => {
    const { user } = renderMyComments({ body: false });
    const row = await screen.findByRole('row', { name: /Mulțumesc/ });
    await user.click(within(row).getByRole('button', { name: 'Șterge comentariul' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('A aparut o eroare.')).toBeInTheDocument();
  });
});
