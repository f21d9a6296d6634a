/**
 * The "Anterior" column of the set rows: what was lifted in the same set last time
 * (`exercise.anterior`, the last finished session with this catalogue exercise). Warm-ups and work
 * sets are counted apart, as the rows number them: work set 2 faces last time's second work set,
 * warm-up 1 last time's first warm-up. A set measured otherwise (seconds where the exercise is
 * now by repetitions) is no reference and is left out.
 */
import type { PreviousSet, SetType, WorkoutExercise } from '../../lib/contract-training';

const warmup = (tipo: SetType | null | undefined): boolean => tipo === 'calentamiento';

/** Last time's sets of one kind (warm-ups, or everything else), in the exercise's measure, in order. */
export function lastTimeSets(exercise: WorkoutExercise, warmups: boolean): PreviousSet[] {
  return exercise.anterior
    .filter((s) => s.medida === exercise.medida && warmup(s.tipo) === warmups)
    .sort((a, b) => a.orden - b.orden);
}

/** What set `n` of its kind (`tipo`) was last time; null when last time had fewer (or none). */
export function previousFor(exercise: WorkoutExercise, row: { n: number; tipo: SetType }): PreviousSet | null {
  return lastTimeSets(exercise, warmup(row.tipo))[row.n - 1] ?? null;
}
