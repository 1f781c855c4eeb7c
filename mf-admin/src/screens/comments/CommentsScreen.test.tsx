import type { CommentView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import App from '../../App';
import { pageSizeOptions } from '../../test/pageSizes';

const comment = (id: string, body: string, author: CommentView['author']): CommentView => ({
  id: id.repeat(24),
  body,
  createdAt: '2026-03-05T12:00:00.000Z',
  author,
  tab: {
    id: 't'.repeat(24),
    title: 'Andrii Popa',
    slug: 'andrii-popa',
    artist: { name: 'Phoenix', slug: 'phoenix' },
  },
});

const ANA = { id: 'u'.repeat(24), name: 'ana', slug: 'ana' };
const NICE = comment('a', 'Foarte frumos, mulțumesc!', ANA);
const ORPHAN = comment('b', 'Acordurile sunt greșite la refren.', null);

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function renderComments(at = '/comment-manager', deleteAnswer: unknown = true) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (method === 'GET' && url.startsWith('/api/admin/comment'))
      return json({ comments: [NICE, ORPHAN], total: 2 });
    if (method === 'DELETE' && url === '/api/user/comment') return json(deleteAnswer);
    return undefined;
  });
  renderWithProviders(<App />, { path: at });
  return { calls, user: userEvent.setup() };
}

const listUrls = (calls: Call[]) => calls.filter((c) => c.method === 'GET').map((c) => c.url);

describe('Comentarii', () => {
  it('asks for 10 comments newest first and shows author, tab, text and the Romanian date', async () => {
    const { calls } = renderComments();
    expect(screen.getByRole('heading', { level: 1, name: 'Comentarii' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Foarte frumos/ });
    expect(listUrls(calls)[0]).toBe('/api/admin/comment?limit=10&offset=0&sort=desc&orderby=created_at');
    const table = screen.getByRole('table', { name: 'Comentarii' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Autor', 'Transpunere', 'Comentariu', 'Data', 'Acțiuni']);
    expect(within(row).getByRole('link', { name: 'ana' })).toHaveAttribute('href', '/profil/ana');
    const tab = within(row).getByRole('link', { name: /Phoenix - Andrii Popa/ });
    expect(tab).toHaveAttribute('href', '/acorduri/phoenix/andrii-popa');
    expect(tab).toHaveAttribute('target', '_blank');
    expect(tab.getAttribute('rel')).toContain('noopener');
    expect(tab).toHaveAccessibleName('Phoenix - Andrii Popa (se deschide într-o fereastră nouă)');
    expect(within(row).getByText('05.03.2026')).toBeInTheDocument();
    // A comment whose author's account is gone has no profile link.
    const orphan = screen.getByRole('row', { name: /Acordurile sunt greșite/ });
    expect(within(orphan).getByText('Cont șters')).toBeInTheDocument();
    expect(within(orphan).queryByRole('link', { name: 'Cont șters' })).not.toBeInTheDocument();
    // No add button and no edit pencil: comments are only read and deleted here.
    expect(screen.queryByRole('button', { name: /Adaugă/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Editează/ })).not.toBeInTheDocument();
    expect(pageSizeOptions()).toEqual(['5', '10', '20', '50', '100']);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it("searches with 'Căutare...', shows 'Caută în' once text is typed and resets it when the search is cleared", async () => {
    const { calls, user } = renderComments();
    await screen.findByRole('row', { name: /Foarte frumos/ });
    expect(screen.queryByLabelText('Caută în')).not.toBeInTheDocument();
    const search = screen.getByPlaceholderText('Căutare...');
    await user.type(search, 'frumos');
    await user.selectOptions(screen.getByLabelText('Caută în'), 'Text');
    expect(screen.getByTestId('location')).toHaveTextContent('/comment-manager?q=frumos&in=text');
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe(
        '/api/admin/comment?limit=10&offset=0&sort=desc&orderby=created_at&search=frumos&searchField=text',
      ),
    );
    expect(screen.getByText('frumos', { selector: 'mark' })).toBeInTheDocument();
    await user.clear(search);
    expect(screen.queryByLabelText('Caută în')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/comment-manager$/));
  });

  it('offers the four sorts of the spec', async () => {
    const { calls, user } = renderComments();
    await screen.findByRole('row', { name: /Foarte frumos/ });
    await user.click(screen.getByRole('button', { name: /Sortare|Cele mai recente/ }));
    const names = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(names).toEqual(['Autor, A-Z', 'Titlu, A-Z', 'Cele mai recente', 'Cele mai vechi']);
    await user.click(screen.getByRole('menuitemradio', { name: 'Titlu, A-Z' }));
    await waitFor(() =>
      expect(listUrls(calls).at(-1)).toBe('/api/admin/comment?limit=10&offset=0&sort=asc&orderby=tab'),
    );
  });

  it("asks 'Confirmare' with the comment, then deletes it through DELETE /api/user/comment", async () => {
    const { calls, user } = renderComments();
    await screen.findByRole('row', { name: /Foarte frumos/ });
    expect(screen.getByText('1–2 din 2')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Șterge comentariul lui ana la Phoenix - Andrii Popa' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(confirm).toHaveTextContent('Dorești să ștergi comentariul Foarte frumos, mulțumesc!?');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Foarte frumos/ })).not.toBeInTheDocument());
    expect(screen.getByText('1–1 din 1')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      url: '/api/user/comment',
      body: { id: NICE.id },
    });
  });

  it("puts the comment back with 'A aparut o eroare.' when the delete does not answer true", async () => {
    const { user } = renderComments('/comment-manager', false);
    await user.click(
      await screen.findByRole('button', { name: 'Șterge comentariul lui ana la Phoenix - Andrii Popa' }),
    );
    await user.click(screen.getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('A aparut o eroare.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Foarte frumos/ })).toBeInTheDocument();
  });
});
