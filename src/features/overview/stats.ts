import type { UserRoutine } from '../../lib/contract';
import { parseWireDate, toWireDate, weeklyDates } from '../../lib/dates';

export interface OverviewStats {
  /** Sum of the exercise counts of every routine. */
  totalExercises: number;
  activeCount: number;
  totalCount: number;
  /** dd-mm-yyyy of the last workout, or '' when there is none. */
  lastWorkout: string;
  /** Number of distinct levels, compared in lower case. */
  levelCount: number;
}

/**
 * docs/PRODUCT.md §4: the latest calendar event date before `now`. Events are whole days that
 * begin at local midnight, so today's session counts once today has started.
 */
export function lastWorkoutDate(routines: readonly UserRoutine[], now: Date): Date | null {
  let latest: Date | null = null;
  for (const routine of routines) {
    const start = parseWireDate(routine.fecha_inicio_rutina);
    const end = parseWireDate(routine.fecha_fin_rutina);
    if (!start || !end || routine.dia == null) continue;
    const past = weeklyDates(start, end < now ? end : now, routine.dia).filter((d) => d < now);
    const last = past.at(-1);
    if (last && (!latest || last > latest)) latest = last;
  }
  return latest;
}

/** docs/PRODUCT.md §2, the four "Estadísticas" tiles. */
export function overviewStats(routines: readonly UserRoutine[], now: Date): OverviewStats {
  const last = lastWorkoutDate(routines, now);
  return {
    totalExercises: routines.reduce((sum, r) => sum + r.ejercicios.length, 0),
    activeCount: routines.filter((r) => r.rutina_activa).length,
    totalCount: routines.length,
    lastWorkout: last ? toWireDate(last) : '',
    levelCount: new Set(routines.map((r) => r.nivel.toLowerCase())).size,
  };
}
