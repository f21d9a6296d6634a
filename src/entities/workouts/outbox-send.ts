/**
 * How each kind of outbox entry reaches the server (set-queue.ts): a set is `PUT` under its client
 * id, notes and exercise changes are `PATCH`es, the finish is `POST …/finish` (idempotent). What the
 * server answers goes into the cached session (and its offline copy), so a delivered set never
 * blinks out of the screen between leaving the queue and the next read.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { errorMessage, errorStatus } from '../../lib/api';
import type { Workout, WorkoutSet } from '../../lib/contract-training';
import { workoutsApi } from './api';
import { updateRememberedWorkout } from './offline-cache';
import { RejectedEntry } from './outbox-sync';
import type { PendingEntry } from './set-queue';

export type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof workoutsApi.reducer> }, unknown, UnknownAction>;

/** Answers a retry may change: no connection (no status), 408, 429 and the server's own failures. */
function worthRetrying(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

const withSet = (workout: Workout, saved: WorkoutSet): Workout => ({
  ...workout,
  ejercicios: workout.ejercicios.map((e) =>
    e.id === saved.ejercicio_sesion_id ? { ...e, series: [...e.series.filter((s) => s.id !== saved.id), saved] } : e,
  ),
});

async function deliver(dispatch: ApiDispatch, entry: PendingEntry): Promise<void> {
  const { endpoints, util } = workoutsApi;
  const options = { track: false } as const;
  switch (entry.kind) {
    case 'set': {
      const args = { workoutId: entry.workoutId, setId: entry.id, set: entry.set };
      const saved = await dispatch(endpoints.saveWorkoutSet.initiate(args, options)).unwrap();
      dispatch(util.updateQueryData('workout', entry.workoutId, (draft) => withSet(draft, saved)));
      await updateRememberedWorkout(entry.workoutId, (w) => withSet(w, saved));
      return;
    }
    case 'notes':
      await dispatch(
        endpoints.updateWorkout.initiate({ id: entry.workoutId, patch: { notas: entry.notas } }, options),
      ).unwrap();
      return;
    case 'exercise': {
      const args = { workoutId: entry.workoutId, exerciseId: entry.exerciseId, patch: entry.patch };
      await dispatch(endpoints.updateWorkoutExercise.initiate(args, options)).unwrap();
      return;
    }
    case 'finish': {
      const body = { terminado_en: entry.terminado_en, ...(entry.notas === undefined ? {} : { notas: entry.notas }) };
      const result = await dispatch(endpoints.finishWorkout.initiate({ id: entry.workoutId, body }, options)).unwrap();
      dispatch(util.upsertQueryData('workoutSummary', entry.workoutId, result));
      await updateRememberedWorkout(entry.workoutId, () => result.workout);
    }
  }
}

/** The outbox's `send`: a refusal becomes RejectedEntry (kept, shown), anything else a retry. */
export async function sendEntry(dispatch: ApiDispatch, entry: PendingEntry): Promise<void> {
  try {
    await deliver(dispatch, entry);
  } catch (error) {
    if (worthRetrying(error)) throw error;
    throw new RejectedEntry(errorMessage(error) ?? String(errorStatus(error)));
  }
}
