import { addDays, addWeeks, endOfWeek, format, getISODay, isValid, parse, startOfDay, startOfWeek } from 'date-fns';

/** docs/PRODUCT.md §9: dates are `dd-mm-yyyy` on the wire. */
export const WIRE_DATE = 'dd-MM-yyyy';
export const ISO_DATE = 'yyyy-MM-dd';

function parseStrict(value: string | null | undefined, pattern: string, shape: RegExp): Date | null {
  if (!value || !shape.test(value)) return null;
  const date = parse(value, pattern, new Date(2000, 0, 1));
  return isValid(date) && format(date, pattern) === value ? date : null;
}

/** `dd-mm-yyyy` → local midnight Date, or null when absent or not a real date. */
export function parseWireDate(value: string | null | undefined): Date | null {
  return parseStrict(value, WIRE_DATE, /^\d{2}-\d{2}-\d{4}$/);
}

/** `yyyy-mm-dd` → local midnight Date, or null. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  return parseStrict(value, ISO_DATE, /^\d{4}-\d{2}-\d{2}$/);
}

export const toWireDate = (date: Date): string => format(date, WIRE_DATE);
export const toIsoDate = (date: Date): string => format(date, ISO_DATE);

/** `dd-mm-yyyy` → `yyyy-mm-dd` (e.g. for `<input type="date">`), or '' when invalid. */
export function wireToIso(value: string | null | undefined): string {
  const date = parseWireDate(value);
  return date ? toIsoDate(date) : '';
}

/** `yyyy-mm-dd` → `dd-mm-yyyy`, or '' when invalid. */
export function isoToWire(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? toWireDate(date) : '';
}

/** docs/PRODUCT.md §9: Monday = 1 … Sunday = 7 (the `dia` of a routine). */
export const isoWeekday = (date: Date): number => getISODay(date);

/** The Monday-to-Sunday week holding `date`: local Monday 00:00 to Sunday 23:59:59.999. */
export function mondayWeek(date: Date): { start: Date; end: Date } {
  return { start: startOfWeek(date, { weekStartsOn: 1 }), end: endOfWeek(date, { weekStartsOn: 1 }) };
}

/**
 * Every date falling on `weekday` (1 Monday … 7 Sunday) from `start` to `end`, both included,
 * as local midnights. Calendar-day arithmetic, so daylight-saving changes never shift a day.
 * Empty when the weekday is not 1..7 or the range is reversed.
 */
export function weeklyDates(start: Date, end: Date, weekday: number): Date[] {
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return [];
  const from = startOfDay(start);
  const to = startOfDay(end);
  const dates: Date[] = [];
  for (let d = addDays(from, (weekday - getISODay(from) + 7) % 7); d <= to; d = addWeeks(d, 1)) {
    dates.push(d);
  }
  return dates;
}

/** `dd-mm-yyyy HH:mm:ss` (docs/PRODUCT.md §10, `fecha_alta`) → local Date, or null. */
export function parseWireDateTime(value: string | null | undefined): Date | null {
  return parseStrict(value, `${WIRE_DATE} HH:mm:ss`, /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
}

const esDate = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
const esDateTime = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "17/05/1990" (es-ES). */
export const formatDateEs = (date: Date): string => esDate.format(date);
/** "03/11/2025, 18:05" (es-ES, 24 h). */
export const formatDateTimeEs = (date: Date): string => esDateTime.format(date);
