/** Calendar days and weeks in a time zone, for the progress queries (plain TypeScript). */

/** The default time zone of the training log (the product's users are in Spain). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** Whether `tz` is an IANA time zone name this runtime knows. */
export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` of `instant` in `tz`. */
export function dayIn(instant: Date, tz: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week of `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  return addDays(day, -weekday);
}

/**
 * `racha` of docs/PRODUCT.md §16: weeks in a row, newest first, in which every planned session
 * was done. The current week (the first) counts once met and does not break the streak while
 * it is not; weeks with nothing planned and nothing done neither count nor break it.
 */
export function streak(weeksNewestFirst: { planificadas: number; hechas: number }[]): number {
  let count = 0;
  for (const [i, week] of weeksNewestFirst.entries()) {
    const met = week.hechas >= week.planificadas;
    if (week.planificadas === 0 && week.hechas === 0) continue;
    if (met) count += 1;
    else if (i > 0) break;
  }
  return count;
}

/** The Mondays (YYYY-MM-DD) of the last `n` weeks in `tz`, oldest first, the current one last. */
export function lastWeeks(n: number, tz: string, now = new Date()): string[] {
  const current = mondayOf(dayIn(now, tz));
  return Array.from({ length: n }, (_, i) => addDays(current, -7 * (n - 1 - i)));
}
