import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { LogChartPanel } from './LogChartPanel';

const DAYS = [
  { date: '2026-11-22', count: 4 },
  { date: '2026-11-23', count: 9 },
];

/** The panel under a range the test changes, as the log's date filters change it. */
function RangeHarness() {
  const [from, setFrom] = useState('2026-11-22');
  return (
    <>
      <button type="button" onClick={() => setFrom('2026-11-24')}>
        de la 24
      </button>
      <button type="button" onClick={() => setFrom('2026-11-23')}>
        de la 23
      </button>
      <LogChartPanel filters={{ from, to: '2026-11-23' }} />
    </>
  );
}

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

  it('shows the refusal instead of the previous range, and follows once the range is corrected', async () => {
    mockFetch((url) => {
      if (!url.startsWith('/api/admin/log/daily')) return undefined;
      const query = new URL(url, 'http://localhost').searchParams;
      if ((query.get('from') ?? '') > (query.get('to') ?? ''))
        return json({ errors: ['Interval greșit.'] }, 400);
      return json({ days: DAYS.filter((day) => day.date >= (query.get('from') ?? '')) });
    });
    renderWithProviders(<RangeHarness />);
    expect(await screen.findAllByTestId('log-chart-bar')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'de la 24' }));
    expect(await screen.findByText('Interval greșit.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('log-chart-bar')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'de la 23' }));
    await waitFor(() => expect(screen.queryAllByTestId('log-chart-bar')).toHaveLength(1));
    expect(screen.queryByText('Interval greșit.')).not.toBeInTheDocument();
  });
});
