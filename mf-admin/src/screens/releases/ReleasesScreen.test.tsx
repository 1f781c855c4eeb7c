import type { AdminReleaseView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import ReleasesScreen from './ReleasesScreen';

const release = (version: string, change: Partial<AdminReleaseView> = {}): AdminReleaseView => ({
  id: `mf_public/${version}`,
  remote: 'mf_public',
  version,
  commit: 'd839ce00cb32',
  builtAt: '2026-11-23T10:00:00.000Z',
  releasedAt: '2026-11-23T10:05:00.000Z',
  shared: { react: '19.3.1' },
  size: 5_400_000,
  live: false,
  canary: null,
  failures: 0,
  ...change,
});

const LIVE = release('aaaaaaaaaaaa', { live: true });
const CANARY = release('bbbbbbbbbbbb', {
  canary: { version: 'bbbbbbbbbbbb', audience: 'share', share: 10 },
  failures: 3,
  releasedAt: '2026-11-23T11:00:00.000Z',
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

/** The release calls: the list, the group, and every PUT answering the release (or group) it changed. */
function serveReleases() {
  const calls: Call[] = [];
  let rows = [CANARY, LIVE];
  let group: { group: string; bucket: number | null } = { group: 'auto', bucket: 42 };
  mockFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: address.pathname, query: Object.fromEntries(address.searchParams), body });
    if (address.pathname === '/api/admin/releases/group') {
      if (method === 'PUT') group = { group: body.group, bucket: null };
      return json(group);
    }
    if (address.pathname === '/api/admin/releases') return json({ releases: rows, total: rows.length });
    if (address.pathname === '/api/admin/releases/promote' && method === 'PUT') {
      rows = rows.map((r) => ({ ...r, live: r.version === body.version, canary: null }));
      return json(rows.find((r) => r.version === body.version));
    }
    return undefined;
  });
  return calls;
}

describe('ReleasesScreen', () => {
  it('lists the releases newest first with live and canary marks and failure counts', async () => {
    const calls = serveReleases();
    const { container } = renderWithProviders(<ReleasesScreen />, { path: '/releases' });
    const table = await screen.findByRole('table', { name: 'Versiuni' });
    expect(calls.find((c) => c.path === '/api/admin/releases')?.query).toEqual({
      limit: '20',
      offset: '0',
      sort: 'desc',
      orderby: 'released_at',
    });
    const canaryRow = await within(table).findByRole('row', { name: /bbbbbbbbbbbb/ });
    expect(canaryRow).toHaveTextContent('Test 10%');
    expect(canaryRow).toHaveTextContent('3 eșecuri');
    expect(canaryRow).toHaveTextContent('Arhiva publică');
    expect(within(table).getByRole('row', { name: /aaaaaaaaaaaa/ })).toHaveTextContent('Live');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('makes a canary live for everyone from its dialog, and the list is read again', async () => {
    const calls = serveReleases();
    renderWithProviders(<ReleasesScreen />, { path: '/releases' });
    const table = await screen.findByRole('table', { name: 'Versiuni' });
    const row = await within(table).findByRole('row', { name: /bbbbbbbbbbbb/ });
    await userEvent.click(within(row).getByRole('button', { name: /Arhiva publică bbbbbbbbbbbb/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Versiunea Arhiva publică bbbbbbbbbbbb' });
    expect(dialog).toHaveTextContent('Este versiunea de test pentru 10% dintre vizitatori.');
    expect(await axe(dialog)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fă live pentru toți' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/releases/promote',
      body: { remote: 'mf_public', version: 'bbbbbbbbbbbb' },
    });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /bbbbbbbbbbbb/ })).toHaveTextContent('Live'),
    );
    expect(within(table).getByRole('row', { name: /aaaaaaaaaaaa/ })).not.toHaveTextContent('Live');
  });

  it("shows and switches the admin's own group", async () => {
    const calls = serveReleases();
    renderWithProviders(<ReleasesScreen />, { path: '/releases' });
    const select = await screen.findByRole('combobox', { name: 'Grup' });
    expect(select).toHaveDisplayValue('Ca vizitatorii (numărul 42 din 0–99)');
    await userEvent.selectOptions(select, 'canary');
    await userEvent.click(screen.getByRole('button', { name: 'Schimbă grupul' }));
    expect(
      await screen.findByText('Grupul a fost schimbat; paginile deschise de acum îl folosesc.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/releases/group',
      body: { group: 'canary' },
    });
    expect(select).toHaveDisplayValue('Vede toate versiunile de test');
  });
});
