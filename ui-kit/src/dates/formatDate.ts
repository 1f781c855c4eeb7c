/** Romanian date formatting (the spec shows every date in the Romanian locale). */

import { dateTimeFormat, numberFormat } from './intlFormatters';

export const LOCALE = 'ro-RO';

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** IANA zone; defaults to the browser's. Tests and servers pass one for stable output. */
  timeZone?: string;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? dateTimeFormat(LOCALE, options).format(date) : '';
}

/** 22.11.2026 — empty string for a missing or invalid date. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: options.timeZone });
}

/** 22 noiembrie 2026 */
export function formatLongDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, { dateStyle: 'long', timeZone: options.timeZone });
}

/** 22.11.2026, 20:58 */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, { dateStyle: 'short', timeStyle: 'short', timeZone: options.timeZone });
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "acum 3 zile", "ieri", "peste 2 ore" relative to `now`. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return formatter.format(Math.round(seconds / size), unit);
  }
  return '';
}

/** YYYY-MM-DD in the given zone (the spec sends dates this way), empty for an invalid date. */
export function toIsoDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: options.timeZone,
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 4,5 or 10.000 — numbers in the Romanian locale. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(LOCALE, options).format(value);
}
