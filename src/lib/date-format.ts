/**
 * Dates as every screen shows them (docs/PRODUCT.md §9, "Dates on screen"): one module, three
 * forms, each with its place.
 * - Numeric `17-11-2026` (SPEC's dd-mm-yyyy), `17-11-2026 18:05` with the time: every date read as
 *   data (profile, programmes, import, summaries, dialogs, routine cards, which show the wire date).
 * - Long `mar 17 nov 2026`: the heading of a session (history list and detail), where the weekday
 *   tells a training day apart.
 * - Short `17 nov` (`20 ene 2025` outside the current year): the progress screen's chart axes and
 *   the week rows and records that go with them, where a 390 px screen has no room for more.
 * Times are 24 h, `18:05`. Everything in the browser's time zone.
 */
import { toWireDate } from './dates';

const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' });
const shortDateWithYear = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "17-11-2026" (dd-mm-yyyy, as SPEC writes dates). */
export const formatDate = (date: Date): string => toWireDate(date);

/** "03-11-2025 18:05" (24 h). */
export const formatDateTime = (date: Date): string => `${formatDate(date)} ${time.format(date)}`;

/** "18:05" for an ISO instant or a Date. */
export const formatTime = (value: string | Date): string => time.format(new Date(value));

/** "mar 17 nov 2026" for an ISO instant (no comma after the weekday, whatever the browser's Intl). */
export const formatSessionDate = (iso: string): string =>
  longDate
    .formatToParts(new Date(iso))
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join(' ');

/** An ISO instant, or a `YYYY-MM-DD` day read as that local day; null for anything else. */
function readDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

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

/** "04-03-2024" for a `YYYY-MM-DD` day or an ISO instant; '' for anything else. */
export function formatDay(value: string): string {
  const date = readDay(value);
  return date ? formatDate(date) : '';
}
