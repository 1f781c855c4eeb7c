import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockApi } from '../../test/mockApi';
import { renderScreen } from '../../test/render';
import { songbook, summary } from '../../test/songbooks';
import AddToSongbook from './AddToSongbook';

const TAB = 't'.repeat(24);

describe('AddToSongbook', () => {
  it('adds the tab to a chosen songbook', async () => {
    const calls = mockApi({
      'GET /api/user/songbook': { body: { songbooks: [summary('a', 'Nuntă', { entryCount: 2 })], total: 1 } },
      [`POST /api/user/songbook/${'a'.repeat(24)}/entries`]: {
        status: 201,
        body: songbook([], { name: 'Nuntă' }),
      },
    });
    const { user, baseElement } = renderScreen(<AddToSongbook tabId={TAB} title="Andrii Popa – Phoenix" />);
    await user.click(screen.getByRole('button', { name: 'Adaugă în cântece' }));
    const dialog = screen.getByRole('dialog', { name: 'Adaugă „Andrii Popa – Phoenix” într-o listă' });
    await user.click(await within(dialog).findByRole('button', { name: 'Nuntă (2 cântece)' }));
    expect(
      await within(dialog).findByText('„Andrii Popa – Phoenix” a fost adăugat în „Nuntă”.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tabId: TAB });
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('creates a new songbook with the tab in it, checking the name first', async () => {
    const created = songbook([], { id: 'n'.repeat(24), name: 'Bal' });
    const calls = mockApi({
      'GET /api/user/songbook': { body: { songbooks: [], total: 0 } },
      'POST /api/user/songbook': { status: 201, body: created },
      [`POST /api/user/songbook/${'n'.repeat(24)}/entries`]: { status: 201, body: created },
    });
    const { user } = renderScreen(<AddToSongbook tabId={TAB} title="Anule" />);
    await user.click(screen.getByRole('button', { name: 'Adaugă în cântece' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Nu ai încă nicio listă. Creează una mai jos.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Creează și adaugă' }));
    expect(within(dialog).getByText('Numele listei trebuie completat')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Numele listei noi'), 'Bal');
    await user.click(within(dialog).getByRole('button', { name: 'Creează și adaugă' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { name: 'Bal', description: '', isPublic: false },
        { tabId: TAB },
      ]),
    );
    expect(await within(dialog).findByText('„Anule” a fost adăugat în „Bal”.')).toBeInTheDocument();
  });
});
