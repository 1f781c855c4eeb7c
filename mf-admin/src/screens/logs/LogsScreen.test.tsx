import type { AdminLogView } from '@acorduri/contracts';
import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { pageSizeOptions } from '../../test/pageSizes';
import LogsScreen from './LogsScreen';

const FAILED: AdminLogView = {
  id: '1'.repeat(24),
  code: 4,
  description: 'Autentificare eșuată',
  createdAt: '2026-11-23T09:15:00.000Z',
  email: 'ana@acorduri.test',
  userId: '2'.repeat(24),
  subject: '',
};
const DELETED: AdminLogView = {
  id: '3'.repeat(24),
  code: 35,
  description: 'Administrare: cont șters',
  createdAt: '2026-11-22T18:00:00.000Z',
  email: 'admin@acorduri.test',
  userId: '4'.repeat(24),
  subject: 'utilizator 65f0… «Bogdan»',
};

function renderLog(at = '/logs') {
  const urls: string[] = [];
  mockFetch((url) => {
    urls.push(url);
    if (url.startsWith('/api/admin/log/type'))
      return json({
        types: [
          { code: 3, description: 'Autentificare' },
          { code: 4, description: 'Autentificare eșuată' },
          { code: 35, description: 'Administrare: cont șters' },
        ],
        total: 3,
      });
    if (url.startsWith('/api/admin/log/daily'))
      return json({
        days: [
          { date: '2026-11-22', count: 1 },
          { date: '2026-11-23', count: 1 },
        ],
      });
    if (url.startsWith('/api/admin/log')) return json({ logs: [FAILED, DELETED], total: 2 });
    return undefined;
  });
  renderWithProviders(<LogsScreen />, { path: at });
  return { urls, ui: userEvent.setup() };
}

const listUrls = (urls: string[]) => urls.filter((url) => url.startsWith('/api/admin/log?'));
const dailyUrls = (urls: string[]) => urls.filter((url) => url.startsWith('/api/admin/log/daily'));

describe('Registru', () => {
  it('lists events newest first, 10 per page, under the chart of the same filters', async () => {
    const { urls } = renderLog();
    const row = await screen.findByRole('row', { name: /Administrare: cont șters/ });
    expect(within(row).getByText('utilizator 65f0… «Bogdan»')).toBeInTheDocument();
    expect(within(row).getByText('admin@acorduri.test')).toBeInTheDocument();
    expect(listUrls(urls)[0]).toBe('/api/admin/log?limit=10&offset=0&sort=desc&orderby=created_at');
    const table = screen.getByRole('table', { name: 'Registru' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Eveniment', 'Data', 'Email']);
    expect(await screen.findAllByTestId('log-chart-bar')).toHaveLength(2);
    expect(dailyUrls(urls)[0]).toBe('/api/admin/log/daily');
    expect(pageSizeOptions()).toEqual(['10', '20', '50', '100']);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('filters table and chart by event code, date range and user id from the URL', async () => {
    const { urls } = renderLog(`/logs?code=4&from=2026-11-01&to=2026-11-23&userId=${'2'.repeat(24)}`);
    await screen.findByRole('row', { name: /Autentificare eșuată/ });
    const filters = `code=4&from=2026-11-01&to=2026-11-23&userId=${'2'.repeat(24)}`;
    expect(listUrls(urls)[0]).toBe(
      `/api/admin/log?limit=10&offset=0&sort=desc&orderby=created_at&${filters}`,
    );
    await waitFor(() => expect(dailyUrls(urls)[0]).toBe(`/api/admin/log/daily?${filters}`));
  });

  it('offers every event type in the code filter and bounds the dates from 2018-12-31 to today', async () => {
    const { urls, ui } = renderLog();
    await screen.findByRole('row', { name: /Autentificare eșuată/ });
    await ui.click(screen.getByRole('button', { name: /Filtre/ }));
    const code = screen.getByLabelText('Eveniment');
    await waitFor(() =>
      expect(within(code).getByRole('option', { name: '35 – Administrare: cont șters' })).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('De la')).toHaveAttribute('min', '2018-12-31');
    expect(screen.getByLabelText('Până la')).toHaveAttribute(
      'max',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    await ui.selectOptions(code, '4');
    await waitFor(() => expect(listUrls(urls).at(-1)).toMatch(/&code=4$/));
    await waitFor(() => expect(dailyUrls(urls).at(-1)).toBe('/api/admin/log/daily?code=4'));
  });
});
