/**
 * A programme's week target (contract-plans.ts re-exports it): plain TypeScript with no zod, so the
 * session screen, which shows it, does not load zod for it (named optimisation "A light session
 * screen", docs/PERFORMANCE.md register).
 */
import type { PlanExercise, PlanWeek } from './contract-plans';

/** The target of one exercise in one week of the block. */
export interface WeekTarget {
  semana: number;
  series: number;
  repeticiones_min: number;
  repeticiones_max: number;
  rir: number;
  descarga: boolean;
}

/** Base dose + week → the week's target (the one rule both sides use). */
export function targetForWeek(
  exercise: Pick<PlanExercise, 'series' | 'repeticiones_min' | 'repeticiones_max'>,
  week: PlanWeek,
): WeekTarget {
  return {
    semana: week.semana,
    series: Math.max(1, exercise.series + week.series_extra),
    repeticiones_min: exercise.repeticiones_min,
    repeticiones_max: exercise.repeticiones_max,
    rir: week.rir,
    descarga: week.descarga,
  };
}
