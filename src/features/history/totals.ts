import type { Workout, WorkoutSet } from '../../lib/contract-training';

/** kg × repetitions of one set (0 for time, distance or body weight). */
export const setVolume = (set: WorkoutSet): number => (set.repeticiones ?? 0) * (set.kg ?? 0);

/** A session's figures as the history row shows them, computed from its sets. */
export function workoutTotals(workout: Workout): { duracion_s: number | null; series: number; volumen_kg: number } {
  const sets = workout.ejercicios.flatMap((e) => e.series);
  const volume = sets.reduce((sum, set) => sum + setVolume(set), 0);
  const duration = workout.terminado_en
    ? Math.max(0, (Date.parse(workout.terminado_en) - Date.parse(workout.iniciado_en)) / 1000)
    : null;
  return { duracion_s: duration, series: sets.length, volumen_kg: Math.round(volume * 100) / 100 };
}
