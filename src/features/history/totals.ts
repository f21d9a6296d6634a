import type { Workout, WorkoutSet } from '../../lib/contract-training';
import { isWarmupSet } from './set-order';

/** kg × repetitions of one set (0 for time, distance or body weight). */
export const setVolume = (set: WorkoutSet): number => (set.repeticiones ?? 0) * (set.kg ?? 0);

/**
 * A session's figures as the history row shows them, computed from its sets. Warm-ups are not work:
 * they count in neither the sets nor the volume (as the server's summaries,
 * server/modules/workouts/stats-repository.ts); `calentamiento` says how many there were.
 */
export function workoutTotals(workout: Workout): {
  duracion_s: number | null;
  series: number;
  volumen_kg: number;
  calentamiento: number;
} {
  const sets = workout.ejercicios.flatMap((e) => e.series);
  const work = sets.filter((set) => !isWarmupSet(set));
  const volume = work.reduce((sum, set) => sum + setVolume(set), 0);
  const duration = workout.terminado_en
    ? Math.max(0, (Date.parse(workout.terminado_en) - Date.parse(workout.iniciado_en)) / 1000)
    : null;
  return {
    duracion_s: duration,
    series: work.length,
    volumen_kg: Math.round(volume * 100) / 100,
    calentamiento: sets.length - work.length,
  };
}
