/** The site's calendar: a "day" of the log filters and chart is a day in Romania. */
const SITE_TIME_ZONE = 'Europe/Bucharest';

const DAY_MS = 24 * 3600 * 1000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** How far Romanian wall-clock time is ahead of UTC at `instant` (2 or 3 hours). */
function offsetMs(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (instant - (instant % 1000));
}

/** The instant a Romanian day (YYYY-MM-DD) begins; clocks change at 03:00/04:00, never at midnight. */
export function startOfDay(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - offsetMs(midnightUtc - offsetMs(midnightUtc)));
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Romanian day of an instant, as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  return isoDayFormat.format(instant);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
