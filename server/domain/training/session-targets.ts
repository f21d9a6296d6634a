/**
 * A started session's targets from its routine: the programme week it falls in and each
 * exercise's sets, range and RIR target (the rule the routine screen shows, src/lib/plan-target.ts).
 */
import type { PlanWeek } from '../../../src/lib/contract-plans';
import type { SetMeasure } from '../../../src/lib/contract-training';
import { targetForWeek } from '../../../src/lib/plan-target';
import { currentWeek } from '../plans/progression';
import { rangeBottom } from './progression';

/** A programme's week as its sessions need it (plans.progresion), or null outside the block. */
export function planWeekOn(
  plan: { fechaInicio: string; fechaFin: string; progresion: unknown } | null,
  day: string,
): PlanWeek | null {
  if (!plan || !Array.isArray(plan.progresion)) return null;
  const semana = currentWeek(plan.fechaInicio, plan.fechaFin, day);
  if (semana === null) return null;
  const week = (plan.progresion as PlanWeek[]).find((w) => w?.semana === semana);
  return week && typeof week.rir === 'number' && typeof week.series_extra === 'number' ? week : null;
}

/**
 * A session exercise's targets from its routine exercise: the range's top as the target (a
 * programme's `repeticiones_max`, else the single `repeticiones`), its bottom, and in a
 * programme the week's sets and RIR (outside one, the routine exercise's own RIR target, issue #40).
 */
export function sessionTargets(
  ure: {
    series: number;
    repeticiones: number;
    repeticionesMin: number | null;
    repeticionesMax: number | null;
    /** The routine exercise's own RIR target (issue #40); a programme's week wins over it. */
    rir?: number | null;
  },
  week: PlanWeek | null,
  medida: SetMeasure = 'repeticiones',
): { seriesObjetivo: number; repeticionesObjetivo: number; repeticionesMin: number; rirObjetivo: number | null } {
  const top = Math.max(ure.repeticionesMax ?? ure.repeticiones, 1);
  // A single number of repetitions stands for the range the advice works in (10 → 8-10), so the
  // screen and the advice say the same; seconds and metres stay one number.
  const single = medida === 'repeticiones' ? rangeBottom(top) : top;
  const bottom = Math.min(Math.max(ure.repeticionesMin ?? single, 1), top);
  if (!week)
    return {
      seriesObjetivo: ure.series,
      repeticionesObjetivo: top,
      repeticionesMin: bottom,
      rirObjetivo: ure.rir ?? null,
    };
  const target = targetForWeek({ series: ure.series, repeticiones_min: bottom, repeticiones_max: top }, week);
  return {
    seriesObjetivo: target.series,
    repeticionesObjetivo: top,
    repeticionesMin: bottom,
    rirObjetivo: Math.min(5, Math.max(0, Math.round(target.rir))),
  };
}
