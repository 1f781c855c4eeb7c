import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import { LogChartPanel } from './LogChartPanel';

const DAYS = [
  { date: '2026-11-22', count: 4 },
  { date: '2026-11-23', count: 9 },
];

describe('LogChartPanel', () => {
  it('asks for the daily counts with the log filters and draws them', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/admin/log/daily') ? json({ days: DAYS }) : undefined,
    );
    renderWithProviders(
      <LogChartPanel filters={{ code: 4, from: '2026-11-22', to: '2026-11-23', search: '' }} />,
    );
    expect(await screen.findAllByTestId('log-chart-bar')).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/log/daily?code=4&from=2026-11-22&to=2026-11-23');
    expect(screen.getByRole('img')).toHaveAccessibleName(/13 evenimente/);
  });

  it('says when the counts could not be read, with the server message', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/log/daily')
        ? json({ errors: ['Intervalul poate cuprinde cel mult 366 de zile.'] }, 400)
        : undefined,
    );
    renderWithProviders(<LogChartPanel filters={{ from: '2019-01-01', to: '2026-11-23' }} />);
    expect(await screen.findByText('Graficul nu a putut fi încărcat.')).toBeInTheDocument();
    expect(screen.getByText('Intervalul poate cuprinde cel mult 366 de zile.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
