import type { AdminUserView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import UsersScreen from './UsersScreen';
import { USERS_LIST } from './usersList';

const user = (id: string, username: string, extra: Partial<AdminUserView> = {}): AdminUserView => ({
  id: id.repeat(24),
  username,
  slug: username.toLowerCase(),
  email: `${username.toLowerCase()}@acorduri.test`,
  emailVerified: true,
  emailVisibility: 0,
  role: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  accountExpiryDate: null,
  isAccountExpired: false,
  lastLogin: '2026-11-20T08:30:00.000Z',
  locationName: '',
  instrumentCodes: '0'.repeat(20),
  otherInfo: '',
  favouriteArtists: '',
  tabCount: 0,
  requestCount: 0,
  commentCount: 0,
  hasProfile: false,
  ...extra,
});

const ANA = user('a', 'Ana', { tabCount: 2, commentCount: 5, hasProfile: true, locationName: 'Iași' });
const BOGDAN = user('b', 'Bogdan');
const CARMEN = user('c', 'Carmen');
const DAN = user('d', 'Dan', { accountExpiryDate: '2026-11-10T00:00:00.000Z', isAccountExpired: true });
const ADMIN = user('e', 'Admin', { role: 1, lastLogin: null });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function renderUsers(at = '/users') {
  let users = [ANA, BOGDAN, CARMEN, DAN, ADMIN];
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (url.startsWith('/api/admin/user/deactivate') && method === 'PUT') {
      const deactivated = {
        ...BOGDAN,
        accountExpiryDate: '2026-11-23T12:00:00.000Z',
        isAccountExpired: true,
      };
      users = users.map((one) => (one.id === body.id ? deactivated : one));
      return json(deactivated);
    }
    if (!url.startsWith('/api/admin/user')) return undefined;
    if (method === 'DELETE') {
      users = users.filter((one) => !body.ids.includes(one.id));
      return json(true);
    }
    return json({ users, total: users.length });
  });
  renderWithProviders(<UsersScreen />, { path: at });
  return { calls, ui: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^(Selectează rândul )?${name}`) });

describe('Utilizatori', () => {
  it('lists users newest first with the columns of the spec, expired accounts highlighted', async () => {
    const { calls } = renderUsers();
    await screen.findByRole('row', { name: /Ana/ });
    expect(calls[0]?.url).toBe('/api/admin/user?limit=10&offset=0&sort=desc&orderby=created_at');
    const table = screen.getByRole('table', { name: 'Utilizatori' });
    const headers = within(table).getAllByRole('columnheader').slice(1);
    expect(headers.map((header) => header.textContent)).toEqual([
      'Nume utilizator',
      'Email',
      'Contribuții',
      'Profil',
      'Ultima autentificare',
      'Creat',
      'Acțiuni',
    ]);
    const ana = row('Ana');
    expect(within(ana).getByRole('img', { name: '2 acorduri, 0 cereri, 5 comentarii' })).toBeInTheDocument();
    expect(within(ana).getByRole('link', { name: 'Profilul lui Ana' })).toHaveAttribute(
      'href',
      '/profil/ana',
    );
    expect(within(ana).getByText('01.11.2026')).toBeInTheDocument();
    expect(within(row('Bogdan')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row('Admin')).getByText('—')).toBeInTheDocument();
    expect(row('Dan')).toHaveAccessibleName(/cont dezactivat/);
    expect(USERS_LIST.rowTone?.(DAN)).toBe('warning');
    expect(USERS_LIST.rowTone?.(ANA)).toBeUndefined();
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('offers delete only without contributions and power only for active non-admin accounts', async () => {
    renderUsers();
    await screen.findByRole('row', { name: /Ana/ });
    expect(within(row('Ana')).queryByRole('button', { name: 'Șterge Ana' })).not.toBeInTheDocument();
    expect(within(row('Ana')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row('Ana')).getByRole('button', { name: 'Dezactivează Ana' })).toBeInTheDocument();
    expect(within(row('Bogdan')).getByRole('button', { name: 'Șterge Bogdan' })).toBeInTheDocument();
    expect(within(row('Dan')).queryByRole('button', { name: 'Dezactivează Dan' })).not.toBeInTheDocument();
    expect(
      within(row('Admin')).queryByRole('button', { name: 'Dezactivează Admin' }),
    ).not.toBeInTheDocument();
    expect(within(row('Admin')).queryByRole('button', { name: 'Șterge Admin' })).not.toBeInTheDocument();
  });

  it('deactivates after confirmation and puts the answer in place of the row', async () => {
    const { calls, ui } = renderUsers();
    await ui.click(
      within(await screen.findByRole('row', { name: /Bogdan/ })).getByRole('button', {
        name: 'Dezactivează Bogdan',
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Dezactivare cont' });
    expect(confirm).toHaveTextContent('Dorești să dezactivezi contul Bogdan?');
    await ui.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(row('Bogdan')).toHaveAccessibleName(/cont dezactivat/));
    expect(
      within(row('Bogdan')).queryByRole('button', { name: 'Dezactivează Bogdan' }),
    ).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/admin/user/deactivate',
      body: { id: BOGDAN.id },
    });
  });

  it('deletes the selected users together after naming them', async () => {
    const { calls, ui } = renderUsers();
    await screen.findByRole('row', { name: /Bogdan/ });
    await ui.click(within(row('Bogdan')).getByRole('checkbox'));
    await ui.click(within(row('Carmen')).getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Șterge selectate (2)' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Dorești să ștergi utilizatorii Bogdan, Carmen?');
    await ui.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bogdan/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /Carmen/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ ids: [BOGDAN.id, CARMEN.id] });
  });

  it('deletes one user by its id list', async () => {
    const { calls, ui } = renderUsers();
    await ui.click(
      within(await screen.findByRole('row', { name: /Carmen/ })).getByRole('button', {
        name: 'Șterge Carmen',
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Șterge utilizator' });
    expect(confirm).toHaveTextContent('Dorești să ștergi utilizatorul Carmen?');
    await ui.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Carmen/ })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ ids: [CARMEN.id] });
  });

  it('opens the two-tab dialog from the username', async () => {
    const { ui } = renderUsers();
    await ui.click(
      within(await screen.findByRole('row', { name: /Ana/ })).getByRole('button', { name: 'Ana' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ana' });
    expect(within(dialog).getByRole('tab', { name: 'Cont' })).toHaveAttribute('aria-selected', 'true');
    await ui.click(within(dialog).getByRole('tab', { name: 'Profil' }));
    expect(within(dialog).getByText('Iași')).toBeInTheDocument();
  });

  it('sends the filters with the §5 mapping', async () => {
    const { calls, ui } = renderUsers();
    await screen.findByRole('row', { name: /Ana/ });
    await ui.click(screen.getByRole('button', { name: /Filtre/ }));
    await ui.selectOptions(screen.getByLabelText('Rol'), 'Susținător');
    await ui.selectOptions(screen.getByLabelText('Activ'), 'Nu');
    await ui.selectOptions(screen.getByLabelText('Cu comentarii'), 'Da');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').at(-1)?.url).toBe(
        '/api/admin/user?limit=10&offset=0&sort=desc&orderby=created_at&role=2&expired=1&with_comments=1',
      ),
    );
  });
});
