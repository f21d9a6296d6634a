/**
 * What the session screen shows: the server's session with the sets still in the local queue
 * merged over it (a queued set wins: it is newer), one row per set to do.
 */
import { isPendingSet, type PendingEntry, type PendingStatus } from '../../entities/workouts/set-queue';
import type { SetMeasure, Workout, WorkoutExercise, WorkoutSetInput } from '../../lib/contract-training';

/** The values a set row shows or sends. */
export interface SetValues {
  medida: SetMeasure;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
}

export type RowStatus = 'todo' | 'saved' | PendingStatus;

export interface SetRow {
  orden: number;
  status: RowStatus;
  /** The stored (or queued) set's id; null while to do. */
  setId: string | null;
  /** Done: what was logged; to do: the suggestion that prefills the inputs. */
  values: SetValues;
}

const pick = (s: SetValues): SetValues => ({
  medida: s.medida,
  repeticiones: s.repeticiones,
  kg: s.kg,
  segundos: s.segundos,
  metros: s.metros,
  rir: s.rir,
});

const fromInput = (s: WorkoutSetInput): SetValues => ({
  medida: s.medida,
  repeticiones: s.repeticiones ?? null,
  kg: s.kg ?? null,
  segundos: s.segundos ?? null,
  metros: s.metros ?? null,
  rir: s.rir ?? null,
});

interface DoneSet {
  setId: string;
  orden: number;
  status: Exclude<RowStatus, 'todo'>;
  values: SetValues;
}

/** The exercise's done sets: the server's, with the queued ones over them. */
export function doneSets(exercise: WorkoutExercise, queued: readonly PendingEntry[]): DoneSet[] {
  const byId = new Map<string, DoneSet>();
  for (const s of exercise.series) byId.set(s.id, { setId: s.id, orden: s.orden, status: 'saved', values: pick(s) });
  for (const e of queued) {
    if (!isPendingSet(e) || e.set.ejercicio_sesion_id !== exercise.id) continue;
    byId.set(e.id, { setId: e.id, orden: e.set.orden, status: e.status, values: fromInput(e.set) });
  }
  return [...byId.values()].sort((a, b) => a.orden - b.orden);
}

/**
 * What prefills set `orden`: the same set last time, else this session's set before it, else
 * last time's last set, else the target (repetitions; time and distance stay empty). The first
 * set takes the load the progression suggests (`sugerencia.kg`), when there is one.
 */
export function suggestion(exercise: WorkoutExercise, orden: number, done: readonly DoneSet[]): SetValues {
  const values = lastTime(exercise, orden, done);
  const kg = exercise.sugerencia?.kg;
  return orden === 1 && kg != null && exercise.medida === 'repeticiones' ? { ...values, kg } : values;
}

function lastTime(exercise: WorkoutExercise, orden: number, done: readonly DoneSet[]): SetValues {
  const sameMeasure = exercise.anterior.filter((s) => s.medida === exercise.medida);
  const before = [...done].reverse().find((d) => d.orden < orden && d.values.medida === exercise.medida);
  const found = sameMeasure.find((s) => s.orden === orden) ?? before?.values ?? sameMeasure.at(-1);
  if (found) return { ...pick(found), rir: null };
  return {
    medida: exercise.medida,
    repeticiones: exercise.medida === 'repeticiones' ? exercise.repeticiones_objetivo : null,
    kg: null,
    segundos: null,
    metros: null,
    rir: null,
  };
}

/** One row per set: the target's count plus `extra`, or more when more were logged. */
export function exerciseRows(exercise: WorkoutExercise, queued: readonly PendingEntry[], extra = 0): SetRow[] {
  const done = doneSets(exercise, queued);
  const count = Math.max(exercise.series_objetivo + extra, done.at(-1)?.orden ?? 0, done.length);
  const rows: SetRow[] = [];
  for (let orden = 1; orden <= count; orden += 1) {
    const set = done.find((d) => d.orden === orden);
    rows.push(
      set
        ? { orden, status: set.status, setId: set.setId, values: set.values }
        : { orden, status: 'todo', setId: null, values: suggestion(exercise, orden, done) },
    );
  }
  return rows;
}

export interface SessionProgress {
  done: number;
  planned: number;
  /** Sets in the local queue not yet stored by the server. */
  unsent: number;
}

/** Sets done against planned (skipped exercises plan nothing), and what is still unsent. */
export function sessionProgress(workout: Workout, queued: readonly PendingEntry[]): SessionProgress {
  const mine = queued.filter((e) => e.workoutId === workout.id && isPendingSet(e));
  let done = 0;
  let planned = 0;
  for (const exercise of workout.ejercicios) {
    done += doneSets(exercise, mine).length;
    if (!exercise.omitido) planned += exercise.series_objetivo;
  }
  return { done, planned, unsent: mine.length };
}

/** The session with its queued note and skip changes over the server's (they are newer). */
export function withQueuedEdits(workout: Workout, queued: readonly PendingEntry[]): Workout {
  let result = workout;
  for (const e of queued) {
    if (e.workoutId !== workout.id) continue;
    if (e.kind === 'notes') result = { ...result, notas: e.notas };
    if (e.kind === 'exercise') {
      const ejercicios = result.ejercicios.map((x) => (x.id === e.exerciseId ? { ...x, ...e.patch } : x));
      result = { ...result, ejercicios };
    }
  }
  return result;
}
