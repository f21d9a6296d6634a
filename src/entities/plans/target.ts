/**
 * A week's target as the screens write it ("4 x 8–12"), from the contract's `targetForWeek`: the
 * plan view's grid and the routine form's "Semana 3 de 6" line both use it.
 */
import type { PlanExercise, PlanWeek, RoutinePlanInfo, WeekTarget } from '../../lib/contract-plans';

/**
 * A user routine as the server answers it once programmes exist: `plan` says which programme it
 * is a session of (null outside one; absent from answers of older servers and fixtures).
 */
export type WithPlan<T> = T & { plan?: RoutinePlanInfo | null };

const UNIT: Record<PlanExercise['medida'], string> = { repeticiones: '', tiempo: ' s', distancia: ' m' };

/** "8", "8–12", "30 s", "200 m". */
export function repsText(
  target: Pick<WeekTarget, 'repeticiones_min' | 'repeticiones_max'>,
  medida: PlanExercise['medida'] = 'repeticiones',
): string {
  const range =
    target.repeticiones_min === target.repeticiones_max
      ? `${target.repeticiones_min}`
      : `${target.repeticiones_min}–${target.repeticiones_max}`;
  return `${range}${UNIT[medida]}`;
}

/**
 * The week a programme's routine shows: the current one; outside the block (`semana_actual`
 * null) the first, the week the user starts with. Null when the plan has no weeks.
 */
export function shownWeek(plan: Pick<RoutinePlanInfo, 'semana_actual' | 'progresion'>): PlanWeek | null {
  const wanted = plan.semana_actual ?? 1;
  return plan.progresion.find((w) => w.semana === wanted) ?? plan.progresion[0] ?? null;
}
