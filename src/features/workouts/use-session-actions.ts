import { useMemo } from 'react';
import { useStableFunctions } from '../../lib/use-stable-functions';
import type { PendingEntry } from '../../entities/workouts/set-queue';
import type { Workout, WorkoutExercise, WorkoutSetInput } from '../../lib/contract-training';
import type { ExerciseAction } from './components/exercise-menu';
import type { WarmupSet } from './plates';
import { restTimer } from './rest-timer-store';
import type { SetRow } from './session-model';
import type { SetFields } from './set-form';
import { setDoneHandler, warmupLogger } from './set-done';
import type { sessionWrites } from './use-session-outbox';

/** What an exercise card can do to the session: each names its exercise. */
export interface SessionActions {
  done(exercise: WorkoutExercise, row: SetRow, fields: SetFields): void;
  retry(): void;
  editSet(setId: string, set: WorkoutSetInput): void;
  deleteSet(setId: string): () => void;
  skip(exercise: WorkoutExercise, omitido: boolean): void;
  note(exercise: WorkoutExercise, nota: string): void;
  warmup(exercise: WorkoutExercise, sets: WarmupSet[]): void;
  menu(exercise: WorkoutExercise, action: ExerciseAction): void;
  /** The rest stops and the finish goes to the outbox after everything else. */
  finish(notas: string | undefined): void;
  /** The outbox writes (use-session-outbox.ts), the same functions for the session's lifetime. */
  writes: Writes;
}

type Writes = ReturnType<typeof sessionWrites>;

interface SessionState {
  workout: Workout;
  mine: readonly PendingEntry[];
  writes: Writes;
  retry(): void;
  onAction(exercise: WorkoutExercise, action: ExerciseAction): void;
}

/** A rest started from the session: the link back from other screens leads here. */
const startRest = (seconds: number) => restTimer.start(seconds, window.location.pathname);

/**
 * The card actions as ONE object for the session's lifetime, each reading the session as last
 * drawn: a card whose exercise and rows did not change is not drawn again when another card's set
 * is logged (session-card.tsx). Named optimisation "One card per tap" (docs/PERFORMANCE.md).
 */
export function useSessionActions({ workout, mine, writes, retry, onAction }: SessionState): SessionActions {
  const stableWrites = useStableFunctions(writes);
  const calls = useStableFunctions({
    done: (exercise: WorkoutExercise, row: SetRow, fields: SetFields) =>
      setDoneHandler(workout, mine, writes, startRest)(exercise, row, fields),
    retry,
    editSet: writes.editSet,
    deleteSet: writes.deleteSet,
    skip: (exercise: WorkoutExercise, omitido: boolean) => writes.exercise(exercise.id, { omitido }),
    note: (exercise: WorkoutExercise, nota: string) => writes.exercise(exercise.id, { nota }),
    warmup: (exercise: WorkoutExercise, sets: WarmupSet[]) => warmupLogger(mine, writes)(exercise, sets),
    menu: onAction,
    finish: (notas: string | undefined) => {
      restTimer.skip();
      writes.finish(notas);
    },
  });
  return useMemo(() => ({ ...calls, writes: stableWrites }), [calls, stableWrites]);
}
