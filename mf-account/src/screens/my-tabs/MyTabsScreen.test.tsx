import { encryptTabBody } from '@acorduri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { type ApiCall, mockApi } from '../../../test/mockApi';
import { renderScreen } from '../../../test/render';
import { tabItem } from '../../../test/tabs';
import MyTabsScreen from './MyTabsScreen';

const LIVE = tabItem({ id: 'a'.repeat(24), title: 'Andrii Popa', isPublic: true });
const PENDING = tabItem({
  id: 'b'.repeat(24),
  title: 'Cântec vechi',
  isPublic: true,
  draftAvailable: true,
  draft: { title: 'Cântec nou', artistId: null, artistName: null, tempArtistName: 'Trupa X' },
});
const PRIVATE = tabItem({
  id: 'c'.repeat(24),
  title: 'Necunoscut',
  isPublic: false,
  artistId: null,
  artist: { id: null, name: '', slug: '', tempName: 'Artist nou' },
});

/** A proposed edit the admins turned down: the author still sees (and edits) the text they wrote. */
const REJECTED = tabItem({
  id: 'd'.repeat(24),
  title: 'Balada publicată',
  isPublic: true,
  draftAvailable: false,
  pendingReview: false,
  draft: { title: 'Balada corectată', artistId: null, artistName: null, tempArtistName: 'Trupa Y' },
  review: { outcome: 'rejected', reason: 'Refrenul lipsește.', decidedAt: '2026-01-05T10:00:00.000Z' },
});

function renderMyTabs(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/user/tab': { body: { tabs: [LIVE, PENDING, PRIVATE], total: 23 } },
    'GET /api/cache': { body: { files: {} } },
    'GET /api/artist': { body: { artists: [], total: 0 } },
    ...extra,
  });
  return { calls, ...renderScreen(<MyTabsScreen />, { at: '/transpunerile-mele' }) };
}

const listQueries = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/user/tab').map((c) => c.query);

describe('MyTabsScreen', () => {
  it("shows 'Public' with links only for public tabs without a draft", async () => {
    const { container } = renderMyTabs();
    const live = await screen.findByRole('row', { name: /Andrii Popa/ });
    expect(within(live).getByText('Public')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Andrii Popa' })).toHaveAttribute(
      'href',
      '/acorduri/phoenix/andrii-popa',
    );
    expect(within(live).getByRole('link', { name: 'Phoenix' })).toHaveAttribute('href', '/artisti/phoenix');

    const pending = screen.getByRole('row', { name: /Cântec nou/ });
    expect(within(pending).getByText('Așteaptă aprobarea')).toBeInTheDocument();
    expect(within(pending).getByText('Trupa X')).toBeInTheDocument();
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();

    const hidden = screen.getByRole('row', { name: /Necunoscut/ });
    expect(within(hidden).getByText('Așteaptă aprobarea')).toBeInTheDocument();
    expect(within(hidden).getByText('Artist nou')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows 'Respinsă' with the admins' reason; the published version stays linked", async () => {
    renderMyTabs({ 'GET /api/user/tab': { body: { tabs: [REJECTED], total: 1 } } });
    const rejected = await screen.findByRole('row', { name: /Balada publicată/ });
    expect(within(rejected).getByText('Respinsă')).toBeInTheDocument();
    expect(within(rejected).getByText('Motivul: Refrenul lipsește.')).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: 'Balada publicată' })).toBeInTheDocument();
  });

  it('asks for 10 newest first, then sorts, pages and filters on the server from page 1', async () => {
    const { user, calls } = renderMyTabs();
    await screen.findByRole('row', { name: /Andrii Popa/ });
    expect(listQueries(calls)[0]).toEqual({ limit: '10', offset: '0', sort: 'desc', orderby: 'created_at' });

    await user.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ offset: '10' }));

    await user.click(screen.getByRole('button', { name: /^Titlu/ }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ orderby: 'title', sort: 'asc', offset: '0' }),
    );

    expect(
      within(screen.getByLabelText('Rânduri pe pagină'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20', '50', '100']);
    await user.selectOptions(screen.getByLabelText('Rânduri pe pagină'), '20');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ limit: '20', offset: '0' }));

    await user.click(screen.getByRole('button', { name: /Filtre/ }));
    await user.selectOptions(screen.getByLabelText('Publică'), 'Da');
    await user.selectOptions(screen.getByLabelText('Are modificări în așteptare'), 'Nu');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ isPublic: '1', draftAvailable: '0', offset: '0' }),
    );
  });

  it('edits a tab as a draft, starting from the pending draft', async () => {
    const body = await encryptTabBody('Am F C G\nversuri noi');
    const { user, calls } = renderMyTabs({
      [`GET /api/user/tab/${PENDING.id}`]: {
        body: { ...PENDING, body: await encryptTabBody('vechi'), draft: { ...PENDING.draft, body } },
      },
      'PUT /api/user/tab/draft': { body: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Editează Cântec nou' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editare transpunere' });
    await waitFor(() => expect(within(dialog).getByLabelText('Text')).toHaveValue('Am F C G\nversuri noi'));
    expect(within(dialog).getByLabelText('Titlu')).toHaveValue('Cântec nou');
    await user.clear(within(dialog).getByLabelText('Titlu'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(within(dialog).getByText('Titlul trebuie completat')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Titlu'), 'Cântec nou 2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Modificările au fost trimise spre aprobare.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: PENDING.id,
      title: 'Cântec nou 2',
      body: 'Am F C G\nversuri noi',
      tempArtist: 'Trupa X',
    });
  });
});
