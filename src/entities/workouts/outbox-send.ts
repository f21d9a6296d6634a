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
import i18n from '../../lib/i18n';
import {
  isOfflineId,
  noteStartedOffline,
  recalledWorkout,
  rememberWorkout,
  startedOffline,
  updateRememberedWorkout,
} from './offline-cache';
import { RejectedEntry } from './outbox-sync';
import type { PendingEntry, PendingStart } from './set-queue';

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

/**
 * The server's ids for an entry of a session started offline (its start went first); the same
 * ids for any other. No server session for it (its start was refused): refused too.
 */
function serverIds(entry: PendingEntry): { workoutId: number; exerciseId: (id: number) => number } {
  if (!isOfflineId(entry.workoutId)) return { workoutId: entry.workoutId, exerciseId: (id) => id };
  const started = startedOffline(entry.workoutId);
  if (!started) throw new RejectedEntry(i18n.t('workouts:offline.notStarted'));
  return { workoutId: started.id, exerciseId: (id) => started.exercises[id] ?? id };
}

/** A start queued with no connection: the server's session, and its ids noted for the rest. */
async function start(dispatch: ApiDispatch, entry: PendingStart): Promise<void> {
  const server = await dispatch(workoutsApi.endpoints.startWorkout.initiate(entry.start, { track: false })).unwrap();
  const local = await recalledWorkout(entry.workoutId);
  noteStartedOffline(local ?? { ...server, id: entry.workoutId }, server);
  // Not into the query cache: the screen reads the server's session once everything has arrived.
  await rememberWorkout(server);
}

async function deliver(dispatch: ApiDispatch, entry: PendingEntry): Promise<void> {
  const { endpoints, util } = workoutsApi;
  const options = { track: false } as const;
  if (entry.kind === 'start') return start(dispatch, entry);
  const { workoutId, exerciseId } = serverIds(entry);
  switch (entry.kind) {
    case 'set': {
      const set = { ...entry.set, ejercicio_sesion_id: exerciseId(entry.set.ejercicio_sesion_id) };
      const answer = await dispatch(
        endpoints.saveWorkoutSet.initiate({ workoutId, setId: entry.id, set }, options),
      ).unwrap();
      // The screen of a session started offline still shows it under the device's ids.
      const saved = { ...answer, ejercicio_sesion_id: entry.set.ejercicio_sesion_id };
      dispatch(util.updateQueryData('workout', entry.workoutId, (draft) => withSet(draft, saved)));
      await updateRememberedWorkout(entry.workoutId, (w) => withSet(w, saved));
      if (workoutId !== entry.workoutId) await updateRememberedWorkout(workoutId, (w) => withSet(w, answer));
      return;
    }
    case 'notes':
      await dispatch(
        endpoints.updateWorkout.initiate({ id: workoutId, patch: { notas: entry.notas } }, options),
      ).unwrap();
      return;
    case 'exercise': {
      const args = { workoutId, exerciseId: exerciseId(entry.exerciseId), patch: entry.patch };
      await dispatch(endpoints.updateWorkoutExercise.initiate(args, options)).unwrap();
      return;
    }
    case 'finish': {
      const body = { terminado_en: entry.terminado_en, ...(entry.notas === undefined ? {} : { notas: entry.notas }) };
      const result = await dispatch(endpoints.finishWorkout.initiate({ id: workoutId, body }, options)).unwrap();
      dispatch(util.upsertQueryData('workoutSummary', workoutId, result));
      await updateRememberedWorkout(workoutId, () => result.workout);
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
