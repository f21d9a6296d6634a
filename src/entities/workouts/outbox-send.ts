/**
 * How each kind of outbox entry reaches the server (set-queue.ts): a set (new or corrected) is
 * `PUT` under its client id, an added exercise `PUT` under its client UUID, notes, exercise changes
 * and the order are `PATCH`es, removals are `DELETE`s (a 404 means it is already gone), the finish
 * is `POST …/finish` (idempotent), a session's feedback and readiness `PUT`s that replace. What the server answers goes into the cached session (and its
 * offline copy), so a delivered change never blinks out of the screen between leaving the queue and
 * the next read.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { errorStatus } from '../../lib/api';
import type { Workout, WorkoutExercise, WorkoutSet } from '../../lib/contract-training';
import { workoutsApi } from './api';
import { feedbackApi } from './feedback-api';
import i18n from '../../lib/i18n';
import {
  isOfflineId,
  noteAddedExercise,
  noteStartedOffline,
  recalledWorkout,
  rememberWorkout,
  serverExerciseId,
  startedOffline,
  updateRememberedWorkout,
} from './offline-cache';
import { RejectedEntry, sendFailure } from '../../lib/outbox/outbox-sync';
import type { PendingEntry, PendingExerciseAdd, PendingSet, PendingStart } from './set-queue';

export type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof workoutsApi.reducer> }, unknown, UnknownAction>;

const withSet = (workout: Workout, saved: WorkoutSet): Workout => ({
  ...workout,
  ejercicios: workout.ejercicios.map((e) =>
    e.id === saved.ejercicio_sesion_id ? { ...e, series: [...e.series.filter((s) => s.id !== saved.id), saved] } : e,
  ),
});

const withoutSet = (workout: Workout, setId: string): Workout => ({
  ...workout,
  ejercicios: workout.ejercicios.map((e) => ({ ...e, series: e.series.filter((s) => s.id !== setId) })),
});

const withExercise = (workout: Workout, added: WorkoutExercise): Workout => ({
  ...workout,
  ejercicios: [...workout.ejercicios.filter((e) => e.id !== added.id), added],
});

const withoutExercise = (workout: Workout, id: number): Workout => ({
  ...workout,
  ejercicios: workout.ejercicios.filter((e) => e.id !== id),
});

/**
 * The server's ids for an entry: a session started offline has its server id once its start went
 * (first); an exercise added on the device, once its add went. No server session for it (its
 * start was refused): refused too.
 */
function serverIds(entry: PendingEntry): { workoutId: number; exerciseId: (id: number) => number } {
  const exerciseId = (id: number) => serverExerciseId(id, entry.workoutId);
  if (!isOfflineId(entry.workoutId)) return { workoutId: entry.workoutId, exerciseId };
  const started = startedOffline(entry.workoutId);
  if (!started) throw new RejectedEntry(i18n.t('workouts:offline.notStarted'));
  return { workoutId: started.id, exerciseId };
}

/** Runs `request`; a 404 means what it removes is already gone. */
async function gone(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
  }
}

/** Writes `change` into the cached session the screen shows and into both offline copies. */
async function intoCopies(
  dispatch: ApiDispatch,
  entry: PendingEntry,
  workoutId: number,
  change: (w: Workout) => Workout,
): Promise<void> {
  dispatch(workoutsApi.util.updateQueryData('workout', entry.workoutId, change));
  await updateRememberedWorkout(entry.workoutId, change);
  if (workoutId !== entry.workoutId) await updateRememberedWorkout(workoutId, change);
}

/** A start queued with no connection: the server's session, and its ids noted for the rest. */
async function start(dispatch: ApiDispatch, entry: PendingStart): Promise<void> {
  const server = await dispatch(workoutsApi.endpoints.startWorkout.initiate(entry.start, { track: false })).unwrap();
  const local = await recalledWorkout(entry.workoutId);
  noteStartedOffline(local ?? { ...server, id: entry.workoutId }, server);
  // Not into the query cache: the screen reads the server's session once everything has arrived.
  await rememberWorkout(server);
}

async function saveSet(dispatch: ApiDispatch, entry: PendingSet, workoutId: number, exerciseId: number): Promise<void> {
  const set = { ...entry.set, ejercicio_sesion_id: exerciseId };
  const answer = await dispatch(
    workoutsApi.endpoints.saveWorkoutSet.initiate({ workoutId, setId: entry.id, set }, { track: false }),
  ).unwrap();
  // The screen of a session started offline still shows it under the device's ids.
  const saved = { ...answer, ejercicio_sesion_id: entry.set.ejercicio_sesion_id };
  dispatch(workoutsApi.util.updateQueryData('workout', entry.workoutId, (draft) => withSet(draft, saved)));
  await updateRememberedWorkout(entry.workoutId, (w) => withSet(w, saved));
  if (workoutId !== entry.workoutId) await updateRememberedWorkout(workoutId, (w) => withSet(w, answer));
}

/**
 * An added exercise: its server id noted for what is queued under the device's, and the answer in
 * the cached session (under the device's id in a session started offline, whose screen shows
 * device ids until it moves to the server's session).
 */
async function addExercise(dispatch: ApiDispatch, entry: PendingExerciseAdd, workoutId: number): Promise<void> {
  const args = { workoutId, clienteId: entry.clienteId, add: entry.add };
  const answer = await dispatch(workoutsApi.endpoints.addWorkoutExercise.initiate(args, { track: false })).unwrap();
  noteAddedExercise(entry.exerciseId, answer.id);
  const shown = workoutId === entry.workoutId ? answer : { ...answer, id: entry.exerciseId };
  dispatch(workoutsApi.util.updateQueryData('workout', entry.workoutId, (draft) => withExercise(draft, shown)));
  await updateRememberedWorkout(entry.workoutId, (w) => withExercise(w, shown));
  if (workoutId !== entry.workoutId) await updateRememberedWorkout(workoutId, (w) => withExercise(w, answer));
}

async function deliver(dispatch: ApiDispatch, entry: PendingEntry): Promise<void> {
  const { endpoints, util } = workoutsApi;
  const options = { track: false } as const;
  if (entry.kind === 'start') return start(dispatch, entry);
  const { workoutId, exerciseId } = serverIds(entry);
  switch (entry.kind) {
    case 'set':
      return saveSet(dispatch, entry, workoutId, exerciseId(entry.set.ejercicio_sesion_id));
    case 'setDelete': {
      await gone(dispatch(endpoints.deleteWorkoutSet.initiate({ workoutId, setId: entry.id }, options)).unwrap());
      await intoCopies(dispatch, entry, workoutId, (w) => withoutSet(w, entry.id));
      return;
    }
    case 'exerciseAdd':
      return addExercise(dispatch, entry, workoutId);
    case 'exerciseRemove': {
      const args = { workoutId, exerciseId: exerciseId(entry.exerciseId) };
      await gone(dispatch(endpoints.removeWorkoutExercise.initiate(args, options)).unwrap());
      await intoCopies(dispatch, entry, workoutId, (w) =>
        withoutExercise(withoutExercise(w, entry.exerciseId), args.exerciseId),
      );
      return;
    }
    case 'order': {
      const patch = { orden_ejercicios: entry.ids.map(exerciseId) };
      await dispatch(endpoints.updateWorkout.initiate({ id: workoutId, patch }, options)).unwrap();
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
      return;
    }
    case 'feedback': {
      const args = { workoutId, body: entry.feedback };
      const saved = await dispatch(feedbackApi.endpoints.saveWorkoutFeedback.initiate(args, options)).unwrap();
      dispatch(feedbackApi.util.upsertQueryData('workoutFeedback', entry.workoutId, saved));
      return;
    }
    case 'readiness': {
      const args = { workoutId, body: entry.readiness };
      const saved = await dispatch(feedbackApi.endpoints.saveReadiness.initiate(args, options)).unwrap();
      dispatch(feedbackApi.util.upsertQueryData('readiness', entry.workoutId, saved));
    }
  }
}

/** The outbox's `send`: a refusal becomes RejectedEntry (kept, shown), anything else a retry. */
export async function sendEntry(dispatch: ApiDispatch, entry: PendingEntry): Promise<void> {
  try {
    await deliver(dispatch, entry);
  } catch (error) {
    throw sendFailure(error);
  }
}
