import { afterNextPaint } from '../../lib/tasks';
import type { PendingEntry } from '../../entities/workouts/set-queue';
import type { Workout, WorkoutExercise } from '../../lib/contract-training';
import { focusExercise } from './focus-exercise';
import { afterSet } from './session-groups';
import type { WarmupSet } from './plates';
import { exerciseRows, nextPositions, type SetRow } from './session-model';
import { toSetInput, warmupInputs, type SetFields } from './set-form';
import type { sessionWrites } from './use-session-outbox';

/** Sets still to do per exercise (none for a skipped one). */
function setsLeft(workout: Workout, queued: readonly PendingEntry[]): Map<number, number> {
  return new Map(
    workout.ejercicios.map((e) => [
      e.id,
      e.omitido ? 0 : exerciseRows(e, queued).filter((r) => r.status === 'todo').length,
    ]),
  );
}

/**
 * "Hecha" on a set: the set goes to the outbox; on its own the rest starts; in a superset or
 * circuit the screen moves to the group's next exercise and the rest waits for the end of the round.
 */
export function setDoneHandler(
  workout: Workout,
  queued: readonly PendingEntry[],
  writes: ReturnType<typeof sessionWrites>,
  startRest: (seconds: number) => void,
) {
  return (exercise: WorkoutExercise, row: SetRow, fields: SetFields) => {
    const at = { exerciseId: exercise.id, orden: row.orden, medida: exercise.medida, tipo: row.tipo, now: new Date() };
    writes.set(toSetInput(fields, at));
    const left = setsLeft(workout, queued);
    left.set(exercise.id, Math.max(0, (left.get(exercise.id) ?? 1) - 1));
    const { next, rest } = afterSet(workout.ejercicios, exercise.id, left);
    // The rest bar shows a frame after the set (named optimisation "The tap paints first",
    // docs/PERFORMANCE.md): the set's row is the tap's answer, the bar the next thing drawn.
    if (rest) afterNextPaint(() => startRest(exercise.descanso));
    if (next !== null) focusExercise(next);
  };
}

/** The ramp's "Usar": its sets logged as warm-ups after the exercise's sets, with no rest after them. */
export function warmupLogger(queued: readonly PendingEntry[], writes: ReturnType<typeof sessionWrites>) {
  return (exercise: WorkoutExercise, sets: WarmupSet[]) => {
    const positions = nextPositions(exercise, queued, sets.length);
    for (const set of warmupInputs(sets, { exerciseId: exercise.id, positions, now: new Date() })) writes.set(set);
  };
}
