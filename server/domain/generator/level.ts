import { differenceInCalendarDays, differenceInYears, parseISO } from 'date-fns';

/**
 * The user's training level (difficulty id 1 Principiante .. 5 Elite) comes from the weeks of
 * routine time they have actually been through: the days from the start date of each of their
 * routines up to its end date (or today, if it is still running), overlapping periods counted
 * once. A routine without dates, or one that has not started, counts nothing.
 *
 * | weeks trained | level            |
 * | ------------- | ---------------- |
 * | 0-11          | 1 Principiante   |
 * | 12-25         | 2 Intermedio     |
 * | 26-51         | 3 Avanzado       |
 * | 52-103        | 4 Experto        |
 * | 104+          | 5 Elite          |
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

export function levelForWeeks(weeks: number): number {
  let level = MIN_LEVEL;
  LEVEL_THRESHOLDS_WEEKS.forEach((threshold, i) => {
    if (weeks >= threshold) level = i + 1;
  });
  return level;
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
