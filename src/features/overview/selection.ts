import type { UserRoutine } from '../../lib/contract';
import { mondayWeek, parseWireDate } from '../../lib/dates';

/** docs/PRODUCT.md §9: the overview shows at most 4 routines. */
export const OVERVIEW_MAX_ROUTINES = 4;

/** True when the routine's start-end range shares at least one day with the Monday-Sunday week of `now`. */
export function overlapsWeek(routine: UserRoutine, now: Date): boolean {
  const start = parseWireDate(routine.fecha_inicio_rutina);
  const end = parseWireDate(routine.fecha_fin_rutina);
  if (!start || !end) return false;
  const week = mondayWeek(now);
  return start <= week.end && end >= week.start;
}

/**
 * docs/PRODUCT.md §4, overview selection: routines overlapping the current week; else the
 * active ones; else those with a start date, newest start first; else the first ones.
 */
export function selectOverviewRoutines(
  routines: readonly UserRoutine[],
  now: Date,
  max = OVERVIEW_MAX_ROUTINES,
): UserRoutine[] {
  const thisWeek = routines.filter((r) => overlapsWeek(r, now));
  if (thisWeek.length > 0) return thisWeek.slice(0, max);
  const active = routines.filter((r) => r.rutina_activa);
  if (active.length > 0) return active.slice(0, max);
  const dated = routines
    .map((routine) => ({ routine, start: parseWireDate(routine.fecha_inicio_rutina) }))
    .filter((r): r is { routine: UserRoutine; start: Date } => r.start !== null)
    .sort((a, b) => b.start.getTime() - a.start.getTime())
    .map((r) => r.routine);
  if (dated.length > 0) return dated.slice(0, max);
  return routines.slice(0, max);
}
