import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatRelativeTime,
  toIsoDate,
} from './formatDate';

const utc = { timeZone: 'UTC' };
const moment = '2026-11-22T20:58:00Z';

describe('Romanian date helpers', () => {
  it('formats dates in the ro-RO locale', () => {
    expect(formatDate(moment, utc)).toBe('22.11.2026');
    expect(formatLongDate(moment, utc)).toBe('22 noiembrie 2026');
    expect(formatDateTime(moment, utc)).toBe('22.11.2026, 20:58');
  });

  it('accepts Date objects and timestamps and respects the zone', () => {
    expect(formatDate(new Date(moment), { timeZone: 'Europe/Bucharest' })).toBe('22.11.2026');
    expect(formatDateTime(Date.parse(moment), { timeZone: 'Europe/Bucharest' })).toBe('22.11.2026, 22:58');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatLongDate('nu e o dată')).toBe('');
    expect(toIsoDate('nu e o dată')).toBe('');
  });

  it('formats relative times in Romanian', () => {
    const now = new Date(moment);
    expect(formatRelativeTime('2026-11-19T20:58:00Z', now)).toBe('acum 3 zile');
    expect(formatRelativeTime('2026-11-21T20:58:00Z', now)).toBe('ieri');
    expect(formatRelativeTime('2026-11-22T22:58:00Z', now)).toBe('peste 2 ore');
  });

  it('gives YYYY-MM-DD for the API and Romanian numbers', () => {
    expect(toIsoDate('2026-01-05T23:30:00Z', utc)).toBe('2026-01-05');
    expect(toIsoDate('2026-01-05T23:30:00Z', { timeZone: 'Europe/Bucharest' })).toBe('2026-01-06');
    expect(formatNumber(4.5)).toBe('4,5');
    expect(formatNumber(10000)).toBe('10.000');
  });
});
