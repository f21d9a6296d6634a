import { useState } from 'react';
import type { Workout, WorkoutExercise } from '../../lib/contract-training';
import type { ExerciseAction } from './components/exercise-menu';
import { focusExercise } from './focus-exercise';
import { joinNext, movedOrder, separate } from './session-groups';
import { exerciseRows } from './session-model';
import type { PendingEntry } from '../../entities/workouts/set-queue';
import type { sessionWrites } from './use-session-outbox';

type Writes = ReturnType<typeof sessionWrites>;

/** The dialog an exercise action opened, with its exercise (`add` has none). */
export type EditDialog =
  { kind: 'replace' | 'rest' | 'remove' | 'pickReplacement'; exercise: WorkoutExercise } | { kind: 'add' } | null;

const MAX_SETS = 20;

/** Which menu actions apply to an exercise now. */
export interface MenuOptions {
  up: boolean;
  down: boolean;
  join: boolean;
  separate: boolean;
  addSet: boolean;
  removeSet: boolean;
}

/** Which menu actions apply to `exercise` now. */
export function menuOptions(workout: Workout, exercise: WorkoutExercise, queued: readonly PendingEntry[]): MenuOptions {
  const ordered = [...workout.ejercicios].sort((a, b) => a.orden - b.orden);
  const at = ordered.findIndex((e) => e.id === exercise.id);
  const todo = exerciseRows(exercise, queued).filter((r) => r.status === 'todo').length;
  return {
    up: at > 0,
    down: at < ordered.length - 1,
    join: exercise.grupo === null && at < ordered.length - 1,
    separate: exercise.grupo !== null,
    addSet: exercise.series_objetivo < MAX_SETS,
    removeSet: exercise.series_objetivo > 1 && todo > 0,
  } satisfies Partial<Record<ExerciseAction, boolean>>;
}

/**
 * The exercise menu's actions as outbox writes (a set more or less, order, superset), and the
 * dialog the others open (replace, rest, remove, add), closed by `close`.
 */
export function useExerciseEdits(workout: Workout, writes: Writes) {
  const [dialog, setDialog] = useState<EditDialog>(null);
  const patchAll = (patches: ReturnType<typeof joinNext>) => patches.forEach(([id, p]) => writes.exercise(id, p));
  const reorder = (ids: number[] | null) => (ids ? writes.reorder(ids) : undefined);

  const onAction = (exercise: WorkoutExercise, action: ExerciseAction) => {
    const sets = exercise.series_objetivo;
    if (action === 'addSet') writes.exercise(exercise.id, { series_objetivo: Math.min(MAX_SETS, sets + 1) });
    else if (action === 'removeSet') writes.exercise(exercise.id, { series_objetivo: Math.max(1, sets - 1) });
    else if (action === 'up' || action === 'down') {
      reorder(movedOrder(workout.ejercicios, exercise.id, action === 'up' ? -1 : 1));
      // The card moved: the focus stays on its menu button.
      focusExercise(exercise.id, 'menu');
    } else if (action === 'join') patchAll(joinNext(workout.ejercicios, exercise.id));
    else if (action === 'separate') patchAll(separate(workout.ejercicios, exercise.id));
    else setDialog({ kind: action, exercise });
  };

  return { dialog, setDialog, close: () => setDialog(null), onAction };
}
