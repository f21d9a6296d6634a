import { useEffect } from 'react';
import { retryOutboxNow, useOutboxEntries } from '../../entities/workouts/use-outbox-sync';
import { setQueue, type PendingEntry } from '../../entities/workouts/set-queue';
import type { Workout, WorkoutExercisePatch, WorkoutSetInput } from '../../lib/contract-training';
import { setTrainingInProgress } from '../../lib/training-in-progress';

const fresh = { status: 'pending', attempts: 0 } as const;
export const notesEntryId = (workoutId: number) => `notes:${workoutId}`;
export const finishEntryId = (workoutId: number) => `finish:${workoutId}`;
const exerciseEntryId = (exerciseId: number) => `exercise:${exerciseId}`;

/** What the session screen writes: every change goes to the outbox, which sends it in order. */
export function sessionWrites(workoutId: number) {
  const queue = setQueue();
  const find = (id: string) => queue.all().find((e) => e.id === id);
  return {
    /**
     * A done set, with the device's time of this edit (`editada_en`): the server keeps a set's
     * newest edit, so an older one resent late never undoes it.
     */
    set(set: WorkoutSetInput) {
      const stamped = { ...set, editada_en: set.editada_en ?? new Date().toISOString() };
      queue.put({ kind: 'set', id: crypto.randomUUID(), workoutId, set: stamped, ...fresh });
    },
    notes: (notas: string) => queue.put({ kind: 'notes', id: notesEntryId(workoutId), workoutId, notas, ...fresh }),
    exercise(exerciseId: number, patch: WorkoutExercisePatch) {
      const id = exerciseEntryId(exerciseId);
      const before = find(id);
      const merged = before?.kind === 'exercise' ? { ...before.patch, ...patch } : patch;
      queue.put({ kind: 'exercise', id, workoutId, exerciseId, patch: merged, ...fresh });
    },
    /** After everything already queued for the session (the finish goes last). */
    finish(notas: string | undefined) {
      const at = new Date().toISOString();
      queue.put({ kind: 'finish', id: finishEntryId(workoutId), workoutId, terminado_en: at, notas, ...fresh });
      setTrainingInProgress(false);
    },
  };
}

/**
 * The session screen's link to the outbox: this session's queued entries (re-rendered on every
 * change), the writes, and "Reintentar". While the screen is open the app does not reload itself
 * for a new version.
 */
export function useSessionOutbox(workout: Workout) {
  useEffect(() => {
    setTrainingInProgress(true);
    return () => setTrainingInProgress(false);
  }, []);
  const entries = useOutboxEntries();
  const mine: PendingEntry[] = entries.filter((e) => e.workoutId === workout.id);
  return { mine, writes: sessionWrites(workout.id), retryNow: retryOutboxNow };
}
