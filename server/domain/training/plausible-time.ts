/**
 * When a training record can have happened: one rule for the instants a client
 * types live (a session's start, a set's time, a finish, an edit's time) and the dates an import
 * brings. Plain TypeScript; the routes turn a problem into their own 400.
 *
 * - Never in the future: clocks differ a little, so up to CLOCK_SKEW_MS ahead of the server's.
 * - Never before EARLIEST_TRAINING_INSTANT: earlier dates are a device's or a file's default, not
 *   a workout (the Unix epoch 1970-01-01 of a phone whose clock reset, Excel's 1900, year 0).
 * - What is typed live is also at most LIVE_WINDOW_DAYS old: it reaches the server when it is
 *   made or from the offline outbox once the device is back online. Older history comes in
 *   through an import, which has only the two rules above.
 */

/** How far ahead of the server's clock a client's instant may be (clocks differ a little). */
export const CLOCK_SKEW_MS = 60_000;

/**
 * 1990-01-01T00:00:00Z. No app or spreadsheet training log a user could import from is older
 * (the first consumer training apps date from 2008-2010; a spreadsheet from the 1990s still fits),
 * while the defaults that pose as dates (1970, 1900, 0000) all lie before it.
 */
export const EARLIEST_TRAINING_INSTANT = Date.UTC(1990, 0, 1);

/**
 * 90 days: an outbox that waited a whole season offline (a phone in a drawer over the summer,
 * past the 30-day session token and a new login) still delivers; a clock set years back does not.
 */
export const LIVE_WINDOW_DAYS = 90;

const DAY_MS = 86_400_000;

/** Why an instant cannot be a training record's; null when it can. */
export type TimeProblem = 'invalid' | 'future' | 'too-early' | 'too-old';

/**
 * What is wrong with `at` as a training record's instant, or null. `maxAgeDays`: live data's
 * window (LIVE_WINDOW_DAYS); without it (imports) only the earliest instant bounds the past.
 */
export function timeProblem(at: Date, opts: { now?: Date; maxAgeDays?: number } = {}): TimeProblem | null {
  const time = at.getTime();
  if (Number.isNaN(time)) return 'invalid';
  const now = (opts.now ?? new Date()).getTime();
  if (time > now + CLOCK_SKEW_MS) return 'future';
  if (opts.maxAgeDays !== undefined && time < now - opts.maxAgeDays * DAY_MS) return 'too-old';
  if (time < EARLIEST_TRAINING_INSTANT) return 'too-early';
  return null;
}

/**
 * `YYYY-MM-DD` as a real calendar day within the same bounds (an import's dates): null for
 * 2024-02-30 (not rolled into March), 0000-01-01 or 9999-12-31, else the day's UTC midnight.
 */
export function plausibleDay(text: string, now: Date = new Date()): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls a day past the month's end into the next month and maps years 0-99 to 19xx.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  // A day is plausible while any moment of it is (it began before now in some zone).
  return timeProblem(at, { now: new Date(now.getTime() + DAY_MS) }) === null ? at : null;
}
