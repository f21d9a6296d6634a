import { addDays, addWeeks, endOfWeek, getISODay, startOfDay, startOfWeek } from 'date-fns';

/** docs/PRODUCT.md §9: dates are `dd-mm-yyyy` on the wire. */
export const WIRE_DATE = 'dd-MM-yyyy';
export const ISO_DATE = 'yyyy-MM-dd';

/**
 * Named optimisation "Wire dates without date-fns" (docs/PERFORMANCE.md register): date-fns'
 * `format` and `parse` and the English locale they carry were 7 of the 8 KB of date-fns every
 * dashboard screen loaded. Only the three fixed patterns above are written and read; dates.test.ts
 * holds both directions to date-fns' own, which stays the reference.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function written(date: Date): { day: string; month: string; year: string } {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return { day: pad(date.getDate()), month: pad(date.getMonth() + 1), year: pad(date.getFullYear(), 4) };
}

/**
 * Local date (and time) from its numbers, or null when they do not make a real one (31-04,
 * 29-02-2023, or an hour a daylight-saving change skips). A day whose midnight is skipped starts
 * at the first hour it has, as date-fns' `parse` gives.
 */
function localDate(year: number, month: number, day: number, time?: [number, number, number]): Date | null {
  if (year < 1) return null; // date-fns has no year 0
  const [h, m, s] = time ?? [0, 0, 0];
  const date = new Date(2000, 0, 1, h, m, s);
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return !time || (date.getHours() === h && date.getMinutes() === m && date.getSeconds() === s) ? date : null;
}

/** `dd-mm-yyyy` → local midnight Date, or null when absent or not a real date. */
export function parseWireDate(value: string | null | undefined): Date | null {
  const m = value ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(value) : null;
  return m ? localDate(+m[3]!, +m[2]!, +m[1]!) : null;
}

/** `yyyy-mm-dd` → local midnight Date, or null. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? localDate(+m[1]!, +m[2]!, +m[3]!) : null;
}

export const toWireDate = (date: Date): string => {
  const { day, month, year } = written(date);
  return `${day}-${month}-${year}`;
};
export const toIsoDate = (date: Date): string => {
  const { day, month, year } = written(date);
  return `${year}-${month}-${day}`;
};

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
  const m = value ? /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value) : null;
  return m ? localDate(+m[3]!, +m[2]!, +m[1]!, [+m[4]!, +m[5]!, +m[6]!]) : null;
}
