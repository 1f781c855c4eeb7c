import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { type ApiCall, mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import { songbook, summary } from '../../../test/songbooks';
import MySongbooksScreen from './MySongbooksScreen';

const LISTS = [
  summary('a', 'Nuntă', { entryCount: 21, isPublic: true }),
  summary('b', 'Repetiție', { entryCount: 1 }),
];

function renderMySongbooks(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/user/songbook': { body: { songbooks: LISTS, total: 2 } },
    ...routes,
  });
  return {
    calls,
    ...renderScreen(<MySongbooksScreen />, { at: '/cantecele-mele', path: '/cantecele-mele' }),
  };
}

const listQueries = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/user/songbook').map((c) => c.query);

describe('MySongbooksScreen', () => {
  it('lists the songbooks with counts, visibility and Romanian dates, axe-clean', async () => {
    const { container, calls } = renderMySongbooks();
    const row = await screen.findByRole('row', { name: /Nuntă/ });
    expect(within(row).getByRole('link', { name: 'Nuntă' })).toHaveAttribute(
      'href',
      `/cantecele-mele/${'a'.repeat(24)}`,
    );
    expect(within(row).getByText('21 de cântece')).toBeInTheDocument();
    expect(within(row).getByText('Publică')).toBeInTheDocument();
    expect(
      within(row).getByText(new Date('2026-03-15T10:00:00.000Z').toLocaleDateString('ro-RO')),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Listele mele de cântece' })).toBeInTheDocument();
    expect(listQueries(calls)[0]).toEqual({ limit: '10', offset: '0', sort: 'desc', orderby: 'updatedAt' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('creates a songbook through the dialog, with the name checked first, then opens it', async () => {
    const { user, calls, currentPath } = renderMySongbooks({
      'POST /api/user/songbook': { status: 201, body: songbook([], { id: 'n'.repeat(24), name: 'Bal' }) },
    });
    await screen.findByRole('row', { name: /Nuntă/ });
    await user.click(screen.getByRole('button', { name: /Listă nouă/ }));
    const dialog = screen.getByRole('dialog', { name: 'Listă nouă de cântece' });
    await user.click(within(dialog).getByRole('button', { name: 'Creează' }));
    expect(await within(dialog).findByText('Numele listei trebuie completat')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Numele listei'), 'Bal');
    await user.click(within(dialog).getByRole('button', { name: 'Creează' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Bal',
        description: '',
        isPublic: false,
      }),
    );
    await waitFor(() => expect(currentPath()).toBe(`/cantecele-mele/${'n'.repeat(24)}`));
  });

  it('renames, duplicates and deletes a songbook', async () => {
    const { user, calls } = renderMySongbooks({
      'PUT /api/user/songbook/bbbbbbbbbbbbbbbbbbbbbbbb': { body: songbook([], { name: 'Repetiție mare' }) },
      'POST /api/user/songbook/bbbbbbbbbbbbbbbbbbbbbbbb/duplicate': {
        status: 201,
        body: songbook([], { name: 'Repetiție (copie)' }),
      },
      'DELETE /api/user/songbook/bbbbbbbbbbbbbbbbbbbbbbbb': { status: 204 },
    });
    const row = await screen.findByRole('row', { name: /Repetiție/ });
    await user.click(within(row).getByRole('button', { name: 'Redenumește Repetiție' }));
    const dialog = screen.getByRole('dialog', { name: 'Redenumește lista' });
    const name = within(dialog).getByLabelText('Numele listei');
    await user.clear(name);
    await user.type(name, 'Repetiție mare');
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        name: 'Repetiție mare',
        description: '',
        isPublic: false,
      }),
    );

    await user.click(within(row).getByRole('button', { name: 'Duplică Repetiție' }));
    expect(await screen.findByText('Copia „Repetiție (copie)” a fost creată.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Șterge Repetiție' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Șterge lista' });
    expect(confirm).toHaveTextContent('Dorești să ștergi lista Repetiție? Cântecele rămân în arhivă.');
    await user.click(within(confirm).getByRole('button', { name: 'Da' }));
    expect(await screen.findByText('Lista „Repetiție” a fost ștearsă.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
