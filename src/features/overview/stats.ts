import type { UserRoutine } from '../../lib/contract';
import type { WorkoutListItem } from '../../lib/contract-training';
import { toWireDate } from '../../lib/dates';

export interface OverviewStats {
  /** Sum of the exercise counts of every routine. */
  totalExercises: number;
  activeCount: number;
  totalCount: number;
  /** dd-mm-yyyy of the last finished session (local day it started), or '' when there is none. */
  lastWorkout: string;
  /** Number of distinct levels, compared in lower case. */
  levelCount: number;
}

/**
 * The day the newest finished session started (issue #40): what was done, whatever planned it (a
 * routine, an empty workout, an import). SPEC's "latest calendar event date before now" read the
 * routines' planned days instead, so it stayed "—" after a session finished on a routine that starts
 * later, or on none, and after any import. `sessions` are the history's newest first.
 */
export function lastFinishedDate(sessions: readonly WorkoutListItem[]): Date | null {
  const last = sessions.find((s) => s.estado === 'terminado');
  return last ? new Date(last.iniciado_en) : null;
}

/** docs/PRODUCT.md §2, the four "Estadísticas" tiles. */
export function overviewStats(routines: readonly UserRoutine[], sessions: readonly WorkoutListItem[]): OverviewStats {
  const last = lastFinishedDate(sessions);
  return {
    totalExercises: routines.reduce((sum, r) => sum + r.ejercicios.length, 0),
    activeCount: routines.filter((r) => r.rutina_activa).length,
    totalCount: routines.length,
    lastWorkout: last ? toWireDate(last) : '',
    levelCount: new Set(routines.map((r) => r.nivel.toLowerCase())).size,
  };
}
