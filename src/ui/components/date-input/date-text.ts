/**
 * What a date field's text means (issue #40, item 10): SPEC's day-first `dd-mm-yyyy`, whatever the
 * browser's language. Kept apart from the component so its rules are tested alone.
 */
import { parseIsoDate, toIsoDate, toWireDate } from '../../../lib/dates';

/**
 * The form value of a typed text: `yyyy-mm-dd` when it names a real day, '' when empty, and the
 * text itself otherwise (never a real `yyyy-mm-dd`, so a form's schema refuses it with its own
 * message instead of taking it for empty).
 *
 * Read as a date: `31-12-2026`, `1-5-1990` (day first, hyphens), `31122026` (eight digits, a
 * phone's number pad has no hyphen) and `2026-12-31` (a pasted ISO date, which no one reads
 * month first). Nothing else: `12/31/2026` or `05/17/1990` (an English browser's order) are not dates here.
 */
export function dateTextValue(text: string): string {
  const typed = text.trim();
  if (typed === '') return '';
  const dayFirst = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(typed)
      ? typed
      : null;
  const date = iso ? parseIsoDate(iso) : null;
  return date ? toIsoDate(date) : typed;
}

/** Whether a form value is a real day (`yyyy-mm-dd`); '' and a typed non-date are not. */
export const isDateValue = (value: string): boolean => parseIsoDate(value) !== null;

/** The text a form value shows: `dd-mm-yyyy` for a day, the typed text as it is otherwise. */
export function dateValueText(value: string): string {
  const date = parseIsoDate(value);
  return date ? toWireDate(date) : value;
}

/**
 * The text after a keystroke that added characters: a hyphen follows the day and the month as
 * they are typed (`3112` reads `31-12-`), and a hyphen typed after one already there is dropped.
 * A deletion is left as it is, so the hyphen can be erased.
 */
export function maskDateText(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  const text = next.replace(/--+/g, '-');
  return /^\d{2}$/.test(text) || /^\d{1,2}-\d{2}$/.test(text) ? `${text}-` : text;
}
