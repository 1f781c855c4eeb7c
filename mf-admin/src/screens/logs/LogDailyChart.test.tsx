import { renderWithProviders } from '@acorduri/web-testing';
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import LogDailyChart, { dailySummary } from './LogDailyChart';

const WAVE = [
  { date: '2026-11-20', count: 2 },
  { date: '2026-11-21', count: 0 },
  { date: '2026-11-22', count: 57 },
  { date: '2026-11-23', count: 1 },
];

describe('LogDailyChart', () => {
  it('draws one bar per day, the tallest for the busiest day, each named by its date and count', async () => {
    const { container } = renderWithProviders(<LogDailyChart days={WAVE} />);
    const bars = screen.getAllByTestId('log-chart-bar');
    expect(bars).toHaveLength(4);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[2]);
    expect(heights[1]).toBe(0);
    expect(bars[2]?.querySelector('title')).toHaveTextContent('22.11.2026: 57 de evenimente');
    expect(bars[3]?.querySelector('title')).toHaveTextContent('23.11.2026: 1 eveniment');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is an image named by its caption, which gives the range, the total and the busiest day', () => {
    renderWithProviders(<LogDailyChart days={WAVE} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Evenimente pe zi. Între 20.11.2026 și 23.11.2026: 60 de evenimente, cele mai multe pe 22.11.2026 (57 de evenimente).',
    );
  });

  it('lists every day in a table for screen readers', () => {
    renderWithProviders(<LogDailyChart days={WAVE} />);
    const table = screen.getByRole('table', { name: 'Datele graficului' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20.11.20262',
      '21.11.20260',
      '22.11.202657',
      '23.11.20261',
    ]);
  });
});

describe('dailySummary', () => {
  it('says when the range had no event, and uses Romanian plurals', () => {
    expect(dailySummary([{ date: '2026-11-01', count: 0 }])).toBe(
      'Între 01.11.2026 și 01.11.2026: niciun eveniment.',
    );
    expect(
      dailySummary([
        { date: '2026-11-01', count: 3 },
        { date: '2026-11-02', count: 16 },
      ]),
    ).toBe('Între 01.11.2026 și 02.11.2026: 19 evenimente, cele mai multe pe 02.11.2026 (16 evenimente).');
    expect(dailySummary([{ date: '2026-11-01', count: 100 }])).toContain(': 100 de evenimente,');
    expect(dailySummary([{ date: '2026-11-01', count: 105 }])).toContain(': 105 evenimente,');
    expect(dailySummary([])).toBe('');
  });
});
