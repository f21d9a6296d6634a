/**
 * Numbers and dates of the training log as the screens show them (es-ES): the history, the
 * progress screen and the overview's week share them.
 */

import i18n from './i18n';

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' });
const shortDateWithYear = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "4250", "62,5", "1234,57": at most two decimals, Spanish comma. */
export const formatNumber = (value: number): string => decimal.format(value);

/** "lun, 16 nov 2026" for an ISO instant, in the browser's time zone. */
export const formatSessionDate = (iso: string): string => longDate.format(new Date(iso));

/**
 * "16 nov" for an ISO instant or a `YYYY-MM-DD` day (read as that local day); '' for anything
 * else (chart tooltips call it with whatever label they have).
 */
export function formatShortDate(value: unknown): string {
  const date = readDay(value);
  return date ? shortDate.format(date) : '';
}

/**
 * As formatShortDate, with the year when it is not `now`'s: "16 nov", "20 ene 2025". For a date
 * read on its own (a record, a row of a table), where "20 ene" could be any January.
 */
export function formatDayDate(value: string, now: Date = new Date()): string {
  const date = readDay(value);
  if (!date) return '';
  return (date.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(date);
}

/** An ISO instant, or a `YYYY-MM-DD` day read as that local day; null for anything else. */
function readDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "18:05" for an ISO instant. */
export const formatTime = (iso: string): string => time.format(new Date(iso));

/** Whole hours and the minutes left over, rounded to the nearest minute. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * "1 h 05 min", "45 min" (as the session's summary writes it); an em dash when unknown (a session
 * still in progress).
 */
export function formatDuration(seconds: number | null): string {
  if (seconds == null) return '—';
  const { hours, minutes } = splitDuration(seconds);
  return hours > 0
    ? i18n.t('units.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') })
    : i18n.t('units.minutes', { minutes });
}

/** "4250 kg", "62,5 kg". */
export const formatKg = (value: number): string => i18n.t('units.kg', { value: formatNumber(value) });
