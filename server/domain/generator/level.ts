import { differenceInCalendarDays, differenceInYears, parseISO } from 'date-fns';
import type { Experience } from '../../../src/lib/contract-plans';

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

function stepFor(thresholds: readonly number[], value: number): number {
  let level = MIN_LEVEL;
  thresholds.forEach((threshold, i) => {
    if (value >= threshold) level = i + 1;
  });
  return level;
}

export function levelForSessions(sessions: number): number {
  return stepFor(LEVEL_THRESHOLDS_SESSIONS, sessions);
}

/**
 * The level from evidence: the sessions the user finished raise it, and the
 * weeks of routine time only cap it (24 logged sessions in one week are not 12 weeks of
 * training). Dates alone never raise it: a routine backdated by three years, with no session
 * logged, leaves a new user at Principiante. `finishedSessions` comes from the training
 * log (the count of finished sessions, modules/autogenerate/repository.ts loadUserState).
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
  return stepFor(LEVEL_THRESHOLDS_WEEKS, weeks);
}

/**
 * What the wizard's experience answer (contract-plans.ts `experience`) says on its own: the
 * `floor` it gives with no log at all, and the `cap` the log can raise the level to.
 *
 * | answer          | floor (no log) | cap         | why                                                    |
 * | --------------- | -------------- | ----------- | ------------------------------------------------------ |
 * | nunca           | 1 Principiante | 1           | an untrained person is a novice whatever they logged   |
 * | menos_6_meses   | 1 Principiante | 2 Intermedio| under ACSM's ~6 months of consistent training          |
 * | de_6_a_24_meses | 2 Intermedio   | 3 Avanzado  | ACSM 2009: intermediate = ~6 months of consistent work |
 * | mas_de_2_anos   | 2 Intermedio   | 5 Elite     | years of training; the log shows how far               |
 *
 * The floor stops at Intermedio: an answer is not a log (people overrate their training, and
 * the app has not seen them lift), so Avanzado and above need logged evidence.
 * Source: ACSM position stand "Progression Models in Resistance Training for Healthy Adults"
 * (Med Sci Sports Exerc 2009;41:687-708): novice = untrained or not training for several years,
 * intermediate = about 6 months of consistent training, advanced = years of it.
 */
export const EXPERIENCE_LEVELS: Readonly<Record<Experience, { floor: number; cap: number }>> = {
  nunca: { floor: 1, cap: 1 },
  menos_6_meses: { floor: 1, cap: 2 },
  de_6_a_24_meses: { floor: 2, cap: 3 },
  mas_de_2_anos: { floor: 2, cap: 5 },
};

/**
 * A log that confirms a "more than 2 years" answer: the evidence of Intermedio (24 finished
 * sessions over at least 12 weeks, two a week for a quarter). Someone who says they have
 * trained for years and shows a quarter of steady training is Avanzado (3); Experto and Elite
 * still need the log's own evidence (104 sessions over 52 weeks, 208 over 104).
 */
export const CONFIRMED_LEVEL = 3;

/**
 * The level from the wizard's answer AND the log: the log's evidence
 * (`levelFromEvidence`, imported sessions and their weeks included) raises the level up to what
 * the answer allows; the answer alone gives experienced people a floor; a consistent log
 * confirms a "more than 2 years" answer as Avanzado. Without an answer (a user who never went
 * through the programme wizard) the log alone decides. Examples:
 * - "Más de 2 años", 26 sessions over 13 weeks: 3 Avanzado (the log confirms the answer);
 * - "Más de 2 años", no log: 2 Intermedio; "Nunca", no log: 1 Principiante;
 * - "Nunca", 60 sessions over 30 weeks: 1 (the answer caps it).
 */
export function levelFor(
  profile: { trainedWeeks: number; finishedSessions?: number },
  experiencia?: Experience,
): number {
  const evidence = levelFromEvidence(profile);
  if (experiencia === undefined) return evidence;
  const { floor, cap } = EXPERIENCE_LEVELS[experiencia];
  const confirmed = experiencia === 'mas_de_2_anos' && evidence >= 2 ? Math.max(evidence, CONFIRMED_LEVEL) : evidence;
  return Math.min(cap, Math.max(floor, confirmed));
}

/**
 * The least log (finished sessions and weeks) that takes this person above `level`, or null
 * when the answer caps them there or they are at the top.
 */
export function nextLevelEvidence(
  level: number,
  experiencia?: Experience,
): { level: number; sessions: number; weeks: number } | null {
  for (let step = 0; step < LEVEL_THRESHOLDS_SESSIONS.length; step++) {
    const sessions = LEVEL_THRESHOLDS_SESSIONS[step]!;
    const weeks = LEVEL_THRESHOLDS_WEEKS[step]!;
    const reached = levelFor({ trainedWeeks: weeks, finishedSessions: sessions }, experiencia);
    if (reached > level) return { level: reached, sessions, weeks };
  }
  return null;
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
