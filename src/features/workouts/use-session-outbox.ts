import { useEffect } from 'react';
import { newDeviceExerciseId, serverExerciseId } from '../../entities/workouts/offline-cache';
import { retryOutboxNow, useOutboxEntries } from '../../entities/workouts/use-outbox-sync';
import {
  setQueue,
  type AddedExerciseShown,
  type PendingEntry,
  type PendingSet,
  type PendingSetDelete,
} from '../../entities/workouts/set-queue';
import type {
  Workout,
  WorkoutExerciseAdd,
  WorkoutExercisePatch,
  WorkoutSet,
  WorkoutSetInput,
} from '../../lib/contract-training';
import { setTrainingInProgress } from '../../lib/training-in-progress';

const fresh = { status: 'pending', attempts: 0 } as const;
export const notesEntryId = (workoutId: number) => `notes:${workoutId}`;
export const finishEntryId = (workoutId: number) => `finish:${workoutId}`;
export const orderEntryId = (workoutId: number) => `order:${workoutId}`;
const exerciseEntryId = (exerciseId: number) => `exercise:${exerciseId}`;
const removeEntryId = (exerciseId: number) => `remove:${exerciseId}`;

/** An exercise to add: the server's body and what its card shows until the server's copy arrives. */
export type ExerciseToAdd = WorkoutExerciseAdd & AddedExerciseShown;

/** A stored set as the input that would store it again. */
const asInput = (s: WorkoutSet): WorkoutSetInput => ({
  ejercicio_sesion_id: s.ejercicio_sesion_id,
  orden: s.orden,
  medida: s.medida,
  repeticiones: s.repeticiones,
  kg: s.kg,
  segundos: s.segundos,
  metros: s.metros,
  rir: s.rir,
  tipo: s.tipo,
  completada_en: s.completada_en,
});

/** The device's time of this edit: the server keeps a set's newest edit, so an older one resent late never undoes it. */
const stamped = (set: WorkoutSetInput): WorkoutSetInput => ({ ...set, editada_en: new Date().toISOString() });

/**
 * What the session screen writes: every change goes to the outbox, which sends it in order. With
 * the session as the screen shows it (`workout`), a delete finds a stored set to undo.
 */
export function sessionWrites(workoutId: number, workout?: Workout) {
  const queue = setQueue();
  const find = (id: string) => queue.all().find((e) => e.id === id);
  const putSet = (id: string, set: WorkoutSetInput) => queue.put({ kind: 'set', id, workoutId, set, ...fresh });
  /** The set as it stands: queued (a new set or an edit), else as the server stored it. */
  const currentSet = (setId: string): WorkoutSetInput | undefined => {
    const queued = find(setId);
    if (queued?.kind === 'set' || queued?.kind === 'setDelete') return queued.set;
    const stored = workout?.ejercicios.flatMap((e) => e.series).find((s) => s.id === setId);
    return stored && asInput(stored);
  };
  return {
    /** A done set; returns its id. */
    set(set: WorkoutSetInput): string {
      const id = crypto.randomUUID();
      putSet(id, { ...set, editada_en: set.editada_en ?? new Date().toISOString() });
      return id;
    },
    /** A correction of a done set (every value, as for a new one): the same id, sent again. */
    editSet(setId: string, set: WorkoutSetInput) {
      const queued = find(setId);
      // Still queued (or on its way): the correction replaces it where it stands.
      if (queued) putSet(setId, stamped(set));
      else queue.append({ kind: 'set', id: setId, workoutId, set: stamped(set), ...fresh });
    },
    /** Takes a done set out; returns the undo, which puts it back as it was. */
    deleteSet(setId: string): () => void {
      const set = currentSet(setId);
      if (!set) return () => undefined;
      const entry: PendingSetDelete = { kind: 'setDelete', id: setId, workoutId, set, ...fresh };
      if (find(setId)) queue.put(entry);
      else queue.append(entry);
      return () => {
        const now = find(setId);
        const back: PendingSet = { kind: 'set', id: setId, workoutId, set: stamped(set), ...fresh };
        if (now) queue.put(back);
        else queue.append(back);
      };
    },
    notes: (notas: string) => queue.put({ kind: 'notes', id: notesEntryId(workoutId), workoutId, notas, ...fresh }),
    /**
     * A change to an exercise (merged with the queued one); `shown` is what a replacement's card
     * shows until the server's copy arrives.
     */
    exercise(exerciseId: number, patch: WorkoutExercisePatch, shown?: Pick<AddedExerciseShown, 'nombre'>) {
      const id = exerciseEntryId(exerciseId);
      const before = find(id);
      const merged = before?.kind === 'exercise' ? { ...before.patch, ...patch } : patch;
      const nombre = shown?.nombre ?? (before?.kind === 'exercise' && !patch.id_ejercicio ? before.nombre : undefined);
      const entry = { kind: 'exercise' as const, id, workoutId, exerciseId, patch: merged, ...fresh };
      queue.put(nombre === undefined ? entry : { ...entry, nombre });
    },
    /** Adds an exercise; returns its id on this device (negative) until the server's is known. */
    addExercise({ nombre, grupo_muscular, medida, carga, ...add }: ExerciseToAdd): number {
      const exerciseId = newDeviceExerciseId();
      const clienteId = crypto.randomUUID();
      const shown = { nombre, grupo_muscular, medida, carga };
      queue.put({
        kind: 'exerciseAdd',
        id: `add:${clienteId}`,
        workoutId,
        clienteId,
        exerciseId,
        add,
        shown,
        ...fresh,
      });
      return exerciseId;
    },
    removeExercise(exerciseId: number) {
      queue.put({ kind: 'exerciseRemove', id: removeEntryId(exerciseId), workoutId, exerciseId, ...fresh });
    },
    /** Every exercise of the session in its new order: the last order wins, sent after the adds it names. */
    reorder(ids: number[]) {
      queue.append({ kind: 'order', id: orderEntryId(workoutId), workoutId, ids, ...fresh });
    },
    /** After everything already queued for the session (the finish goes last). */
    finish(notas: string | undefined) {
      const at = new Date().toISOString();
      queue.put({ kind: 'finish', id: finishEntryId(workoutId), workoutId, terminado_en: at, notas, ...fresh });
      setTrainingInProgress(false);
    },
  };
}

/** The exercise ids an entry names. */
function exerciseIdsOf(e: PendingEntry): number[] {
  if (e.kind === 'set' || e.kind === 'setDelete') return [e.set.ejercicio_sesion_id];
  if (e.kind === 'exercise' || e.kind === 'exerciseRemove') return [e.exerciseId];
  if (e.kind === 'order') return e.ids;
  return [];
}

/**
 * `entries` under the ids `workout` shows: an exercise added on this device whose add has arrived
 * is in the session under the server's id, while what was queued for it still names the device's.
 */
export function underShownIds(workout: Workout, entries: readonly PendingEntry[]): PendingEntry[] {
  const inSession = new Set(workout.ejercicios.map((e) => e.id));
  // An add whose answer is already in the session (it leaves the queue a moment later): one card.
  const arrived = (e: PendingEntry) => e.kind === 'exerciseAdd' && inSession.has(serverExerciseId(e.exerciseId));
  const pending = entries.filter((e) => !arrived(e));
  const shown = new Set(inSession);
  for (const e of pending) if (e.kind === 'exerciseAdd') shown.add(e.exerciseId);
  const map = (id: number) => (shown.has(id) ? id : serverExerciseId(id, workout.id));
  return pending.map((e) => {
    if (!exerciseIdsOf(e).some((id) => !shown.has(id))) return e;
    if (e.kind === 'set' || e.kind === 'setDelete') {
      return { ...e, set: { ...e.set, ejercicio_sesion_id: map(e.set.ejercicio_sesion_id) } };
    }
    if (e.kind === 'exercise' || e.kind === 'exerciseRemove') return { ...e, exerciseId: map(e.exerciseId) };
    if (e.kind === 'order') return { ...e, ids: e.ids.map(map) };
    return e;
  });
}

/**
 * The session screen's link to the outbox: this session's queued entries (re-rendered on every
 * change, under the ids the session shows), the writes, and "Reintentar". While the screen is
 * open the app does not reload itself for a new version.
 */
export function useSessionOutbox(workout: Workout) {
  useEffect(() => {
    setTrainingInProgress(true);
    return () => setTrainingInProgress(false);
  }, []);
  const entries = useOutboxEntries();
  const mine = underShownIds(
    workout,
    entries.filter((e) => e.workoutId === workout.id),
  );
  return { mine, writes: sessionWrites(workout.id, workout), retryNow: retryOutboxNow };
}
