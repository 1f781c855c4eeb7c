import { addDays, dayOf, daysBetween, startOfDay } from './bucharestDays';

describe('Romanian days', () => {
  it('starts a day at midnight in Bucharest, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(startOfDay('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfDay('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    // The days the clocks change: midnight is still before the change.
    expect(startOfDay('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(startOfDay('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(startOfDay('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(startOfDay('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('names the Romanian day of an instant', () => {
    expect(dayOf(new Date('2026-07-14T20:59:59Z'))).toBe('2026-07-14');
    expect(dayOf(new Date('2026-07-14T21:00:00Z'))).toBe('2026-07-15');
    expect(dayOf(new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-15');
  });

  it('counts and adds calendar days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
  });
});
