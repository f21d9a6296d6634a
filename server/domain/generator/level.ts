import { differenceInCalendarDays, differenceInYears, parseISO } from 'date-fns';

/**
 * The user's training level (difficulty id 1 Principiante .. 5 Elite) is `levelFromEvidence`:
 * finished sessions raise it, and the weeks of routine time cap it. Weeks of routine time are
 * the days from the start date of each of the user's routines up to its end date (or today, if
 * it is still running), overlapping periods counted once. A routine without dates, or one that
 * has not started, counts nothing.
 *
 * | finished sessions | and weeks trained | level          |
 * | ----------------- | ----------------- | -------------- |
 * | 0-23              | any               | 1 Principiante |
 * | 24-51             | 12+               | 2 Intermedio   |
 * | 52-103            | 26+               | 3 Avanzado     |
 * | 104-207           | 52+               | 4 Experto      |
 * | 208+              | 104+              | 5 Elite        |
 *
 * 12 weeks is the usual length of the initial (mostly neural) adaptation phase; ACSM's 2009
 * position stand calls "intermediate" about 6 months of consistent training and "advanced"
 * years of it. A new user starts as Principiante. Exercises are chosen up to one step above
 * this level, never more.
 */
export const LEVEL_THRESHOLDS_WEEKS = [0, 12, 26, 52, 104] as const;

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;

export interface RoutinePeriod {
  /** YYYY-MM-DD or null. */
  start: string | null;
  end: string | null;
}

/** Whole weeks of routine time up to `today` (YYYY-MM-DD), overlaps counted once. */
export function trainedWeeks(periods: readonly RoutinePeriod[], today: string): number {
  const now = parseISO(today);
  const spans = periods
    .filter((p): p is { start: string; end: string } => p.start !== null && p.end !== null)
    .map((p) => {
      const start = parseISO(p.start);
      const end = parseISO(p.end) < now ? parseISO(p.end) : now;
      return { start, end };
    })
    .filter((s) => s.start <= s.end)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  let days = 0;
  let current: { start: Date; end: Date } | null = null;
  for (const span of spans) {
    if (current && span.start <= current.end) {
      if (span.end > current.end) current.end = span.end;
      continue;
    }
    if (current) days += differenceInCalendarDays(current.end, current.start) + 1;
    current = { ...span };
  }
  if (current) days += differenceInCalendarDays(current.end, current.start) + 1;
  return Math.floor(days / 7);
}

/**
 * Finished sessions that reach each level: about two sessions a week over the weeks above
 * (24 = 12 weeks, 52 = 26 weeks, 104 = a year, 208 = two years).
 */
export const LEVEL_THRESHOLDS_SESSIONS = [0, 24, 52, 104, 208] as const;

function levelFor(thresholds: readonly number[], value: number): number {
  let level = MIN_LEVEL;
  thresholds.forEach((threshold, i) => {
    if (value >= threshold) level = i + 1;
  });
  return level;
}

export function levelForSessions(sessions: number): number {
  return levelFor(LEVEL_THRESHOLDS_SESSIONS, sessions);
}

/**
 * The level from evidence (issue 23 item 5): the sessions the user finished raise it, and the
 * weeks of routine time only cap it (24 logged sessions in one week are not 12 weeks of
 * training). Dates alone never raise it: a routine backdated by three years, with no session
 * logged, leaves a new user at Principiante. `finishedSessions` comes from the training
 * log (the count of finished sessions, routes/autogenerate/repository.ts loadUserState).
 */
export function levelFromEvidence({
  trainedWeeks: weeks,
  finishedSessions = 0,
}: {
  trainedWeeks: number;
  finishedSessions?: number;
}): number {
  return Math.min(levelForWeeks(weeks), levelForSessions(finishedSessions), MAX_LEVEL);
}

export function levelForWeeks(weeks: number): number {
  return levelFor(LEVEL_THRESHOLDS_WEEKS, weeks);
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  return differenceInYears(parseISO(today), parseISO(birthDate));
}

/** Weight (kg) / height (m) squared, 2 decimals. */
export function bmiOf(pesoKg: number, alturaCm: number): number {
  const m = alturaCm / 100;
  return Math.round((pesoKg / (m * m)) * 100) / 100;
}
