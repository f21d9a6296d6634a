/**
 * What the session screen shows: the server's session with what is still in the local queue
 * merged over it (a queued change wins: it is newer): sets logged, corrected or taken out,
 * exercises added, removed, changed or reordered; one row per set to do.
 *
 * A change not yet delivered is pending whether it was never sent or its send failed (no
 * connection, a server that did not answer): the outbox tries again by itself. Only what the
 * server refused is an error.
 *
 * Warm-ups are sets of their own type: listed first, counted apart ("C"), never a work set's
 * number, never in the sets done, never what prefills a work set. They share the exercise's `orden`
 * positions with the work sets (a set's position among all of them, as the server stores it): a
 * work set's number is its place among the positions no warm-up holds, so a session with no warm-up
 * numbers its sets exactly by `orden`, as before.
 */
import {
  isPendingSet,
  type PendingEntry,
  type PendingExerciseAdd,
  type PendingStatus,
} from '../../entities/workouts/set-queue';
import type {
  PreviousSet,
  SetMeasure,
  SetType,
  Workout,
  WorkoutExercise,
  WorkoutExercisePatch,
  WorkoutSetInput,
} from '../../lib/contract-training';

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
  /** Its number among the sets of its kind: 1, 2… for work sets; 1, 2… for warm-ups ("C"). */
  n: number;
  /** Its position among all the exercise's sets: what a set to do is sent with. */
  orden: number;
  tipo: SetType;
  status: RowStatus;
  /** The stored (or queued) set's id; null while to do. */
  setId: string | null;
  /** Done: what was logged; to do: the suggestion that prefills the inputs. */
  values: SetValues;
  /** Refused by the server: its `{ message }`. */
  reason?: string;
  /** When it was done (a correction keeps it). */
  completadaEn?: string;
}

/** The highest `orden` the server accepts (contract-training.ts `workoutSetInput`). */
const MAX_ORDEN = 100;

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

/** A warm-up, never work. A set without a type (an older server, cache or queue) is work. */
export const isWarmup = (s: { tipo?: SetType | null }): boolean => s.tipo === 'calentamiento';

export interface DoneSet {
  setId: string;
  orden: number;
  tipo: SetType;
  status: Exclude<RowStatus, 'todo'>;
  values: SetValues;
  /** Refused by the server: its `{ message }`. */
  reason?: string;
  completadaEn?: string;
}

/** How a queued change shows: waiting (never sent, or sent and failed: it goes again) or refused. */
export const shownStatus = (status: PendingStatus): 'pending' | 'rejected' =>
  status === 'rejected' ? 'rejected' : 'pending';

/**
 * The exercise's done sets (warm-ups too): the server's, with the queued ones over them (a
 * correction replaces its set; a set taken out is gone), by position.
 */
export function doneSets(exercise: WorkoutExercise, queued: readonly PendingEntry[]): DoneSet[] {
  const byId = new Map<string, DoneSet>();
  for (const s of exercise.series) {
    const tipo = s.tipo ?? 'trabajo';
    byId.set(s.id, {
      setId: s.id,
      orden: s.orden,
      tipo,
      status: 'saved',
      values: pick(s),
      completadaEn: s.completada_en,
    });
  }
  for (const e of queued) {
    if (e.kind === 'setDelete' && e.status !== 'rejected') byId.delete(e.id);
    if (!isPendingSet(e) || e.set.ejercicio_sesion_id !== exercise.id) continue;
    const tipo = e.set.tipo ?? 'trabajo';
    const status = shownStatus(e.status);
    const reason = status === 'rejected' ? { reason: e.reason ?? '' } : {};
    const values = fromInput(e.set);
    byId.set(e.id, {
      setId: e.id,
      orden: e.set.orden,
      tipo,
      status,
      values,
      completadaEn: e.set.completada_en,
      ...reason,
    });
  }
  return [...byId.values()].sort((a, b) => a.orden - b.orden);
}

/** Last time's work sets in the exercise's measure, in order (its warm-ups left out). */
function lastTimeWork(exercise: WorkoutExercise): PreviousSet[] {
  return exercise.anterior
    .filter((s) => s.medida === exercise.medida && !isWarmup(s))
    .sort((a, b) => a.orden - b.orden);
}

/** With nothing logged to go by: the bottom of the range in repetitions; time and distance stay empty. */
function fromTarget(exercise: WorkoutExercise): SetValues {
  const reps = exercise.medida === 'repeticiones';
  return {
    medida: exercise.medida,
    repeticiones: reps ? exercise.repeticiones_min : null,
    kg: null,
    segundos: null,
    metros: null,
    rir: null,
  };
}

/**
 * What a work set prefills with before any work set of the exercise is lifted today: the advice
 * (`sugerencia`: its load and the repetitions, seconds or metres it aims at, unless it is for a
 * harder variation), over last time's same work set (else its last one), else the target. RIR is
 * never prefilled: it is how the set felt.
 */
function planned(exercise: WorkoutExercise, n: number): SetValues {
  const previous = lastTimeWork(exercise);
  const last = previous[n - 1] ?? previous.at(-1);
  const base = last ? { ...pick(last), rir: null } : fromTarget(exercise);
  const advice = exercise.sugerencia;
  // Advice to move to a harder variation aims at that exercise, not at this one.
  if (!advice || advice.ejercicio_siguiente) return base;
  if (exercise.medida === 'tiempo') return { ...base, segundos: advice.repeticiones };
  if (exercise.medida === 'distancia') return { ...base, metros: advice.repeticiones };
  return { ...base, repeticiones: advice.repeticiones, kg: advice.kg ?? base.kg };
}

/**
 * What prefills work set `n`: the work set lifted just before it in this session (so after set 1
 * at a new weight, set 2 shows that weight: one tap repeats it), else the plan for the day
 * (`planned`). Last time's sets stay on the card as the reference.
 */
export function suggestion(exercise: WorkoutExercise, n: number, before: DoneSet | undefined): SetValues {
  if (before && before.values.medida === exercise.medida) return { ...before.values, rir: null };
  return planned(exercise, n);
}

/**
 * One row per set: the warm-ups done, then the work sets, the target's count plus `extra` (or more
 * when more were logged), each to do at the next position no set holds.
 */
export function exerciseRows(exercise: WorkoutExercise, queued: readonly PendingEntry[], extra = 0): SetRow[] {
  const done = doneSets(exercise, queued);
  const warmups = done.filter(isWarmup);
  const work = done.filter((d) => !isWarmup(d));
  const warmupOnly = new Set(warmups.map((d) => d.orden).filter((orden) => !work.some((d) => d.orden === orden)));
  const lastWork = work.at(-1)?.orden ?? 0;
  const wanted = exercise.series_objetivo + extra;
  const rows: SetRow[] = warmups.map((d, i) => ({ ...d, n: i + 1 }));
  let n = 0;
  let before: DoneSet | undefined;
  for (let orden = 1; orden <= MAX_ORDEN && (n < wanted || orden <= lastWork); orden += 1) {
    if (warmupOnly.has(orden)) continue;
    const here = work.filter((d) => d.orden === orden);
    for (const d of here) rows.push({ ...d, n: (n += 1) });
    if (here.length === 0) {
      n += 1;
      rows.push({ n, orden, tipo: 'trabajo', status: 'todo', setId: null, values: suggestion(exercise, n, before) });
    }
    before = here.at(-1) ?? before;
  }
  return rows;
}

/** The positions the next `count` sets logged at once take: after every set the exercise has. */
export function nextPositions(exercise: WorkoutExercise, queued: readonly PendingEntry[], count: number): number[] {
  const last = doneSets(exercise, queued).reduce((max, d) => Math.max(max, d.orden), 0);
  return Array.from({ length: count }, (_, i) => last + i + 1).filter((orden) => orden <= MAX_ORDEN);
}

export interface SessionProgress {
  /** Work sets done (warm-ups are not work). */
  done: number;
  planned: number;
  /** Sets in the local queue on their way to the server (not those it refused). */
  unsent: number;
}

/** Work sets done against planned (skipped exercises plan nothing), and what is still unsent. */
export function sessionProgress(workout: Workout, queued: readonly PendingEntry[]): SessionProgress {
  const mine = queued.filter((e) => e.workoutId === workout.id);
  let done = 0;
  let planned = 0;
  for (const exercise of workout.ejercicios) {
    done += doneSets(exercise, mine).filter((d) => !isWarmup(d)).length;
    if (!exercise.omitido) planned += exercise.series_objetivo;
  }
  return { done, planned, unsent: mine.filter((e) => isPendingSet(e) && e.status !== 'rejected').length };
}

/** The card of an exercise added on this device, until the server's copy arrives. */
function addedExercise(e: PendingExerciseAdd, workout: Workout): WorkoutExercise {
  const reps = e.add.repeticiones_objetivo ?? 10;
  return {
    id: e.exerciseId,
    id_ejercicio_catalogo: e.add.id_ejercicio,
    nombre: e.shown.nombre,
    grupo_muscular: e.shown.grupo_muscular ?? '',
    orden: workout.ejercicios.length + 1,
    series_objetivo: e.add.series_objetivo ?? 3,
    repeticiones_objetivo: reps,
    repeticiones_min: e.add.repeticiones_min ?? reps,
    rir_objetivo: null,
    descanso: e.add.descanso ?? workout.ejercicios.at(-1)?.descanso ?? 90,
    medida: e.shown.medida ?? 'repeticiones',
    nota: '',
    omitido: false,
    grupo: e.add.grupo ?? null,
    nota_anterior: '',
    carga: e.shown.carga ?? null,
    series: [],
    anterior: [],
    sugerencia: null,
  };
}

/** The exercises in the order of `ids` (the others after them, as they were), numbered 1..n. */
function inOrder(ejercicios: WorkoutExercise[], ids: readonly number[]): WorkoutExercise[] {
  const rank = (x: WorkoutExercise) => (ids.includes(x.id) ? ids.indexOf(x.id) : ids.length + x.orden);
  return [...ejercicios].sort((a, b) => rank(a) - rank(b)).map((x, i) => ({ ...x, orden: i + 1 }));
}

/** `add` placed at its `orden` (default last), the rest moved down. */
function withAdded(workout: Workout, e: PendingExerciseAdd): Workout {
  if (workout.ejercicios.some((x) => x.id === e.exerciseId)) return workout;
  const ids = workout.ejercicios.map((x) => x.id);
  ids.splice((e.add.orden ?? ids.length + 1) - 1, 0, e.exerciseId);
  return { ...workout, ejercicios: inOrder([...workout.ejercicios, addedExercise(e, workout)], ids) };
}

/** An exercise with a queued change: a replacement takes the new exercise's name and none of the old one's history. */
function patched(x: WorkoutExercise, patch: WorkoutExercisePatch, nombre: string | undefined): WorkoutExercise {
  const { id_ejercicio, ...rest } = patch;
  const changed = { ...x, ...rest };
  if (id_ejercicio === undefined || id_ejercicio === x.id_ejercicio_catalogo) return changed;
  return {
    ...changed,
    id_ejercicio_catalogo: id_ejercicio,
    nombre: nombre ?? x.nombre,
    anterior: [],
    nota_anterior: '',
    sugerencia: null,
  };
}

const EDITS = new Set<PendingEntry['kind']>(['notes', 'exercise', 'exerciseAdd', 'exerciseRemove', 'order']);

/** A queued change `withQueuedEdits` draws over the session (not a set: those are rows). */
export const isSessionEdit = (e: PendingEntry): boolean => EDITS.has(e.kind);

/**
 * The session with its queued changes over the server's (they are newer): notes, exercise changes
 * (note, skip, rest, group, sets, replacement), exercises added and removed, and their order.
 */
export function withQueuedEdits(workout: Workout, queued: readonly PendingEntry[]): Workout {
  const mine = queued.filter((e) => e.workoutId === workout.id && e.status !== 'rejected');
  if (!mine.some((e) => EDITS.has(e.kind))) return workout;
  let result = { ...workout, ejercicios: [...workout.ejercicios].sort((a, b) => a.orden - b.orden) };
  for (const e of mine) {
    if (e.kind === 'notes') result = { ...result, notas: e.notas };
    if (e.kind === 'exerciseAdd') result = withAdded(result, e);
    if (e.kind === 'exerciseRemove') {
      const ejercicios = result.ejercicios.filter((x) => x.id !== e.exerciseId);
      result = {
        ...result,
        ejercicios: inOrder(
          ejercicios,
          ejercicios.map((x) => x.id),
        ),
      };
    }
    if (e.kind === 'order') result = { ...result, ejercicios: inOrder(result.ejercicios, e.ids) };
    if (e.kind === 'exercise') {
      const ejercicios = result.ejercicios.map((x) => (x.id === e.exerciseId ? patched(x, e.patch, e.nombre) : x));
      result = { ...result, ejercicios };
    }
  }
  return result;
}

const sameValues = (a: SetValues, b: SetValues): boolean =>
  a.medida === b.medida &&
  a.repeticiones === b.repeticiones &&
  a.kg === b.kg &&
  a.segundos === b.segundos &&
  a.metros === b.metros &&
  a.rir === b.rir;

/** Whether two rows show the same thing (a row or card showing the same need not be drawn again). */
export const sameRow = (x: SetRow, y: SetRow): boolean =>
  x.n === y.n &&
  x.orden === y.orden &&
  x.tipo === y.tipo &&
  x.status === y.status &&
  x.setId === y.setId &&
  x.reason === y.reason &&
  x.completadaEn === y.completadaEn &&
  sameValues(x.values, y.values);

/** Whether two lists of rows show the same thing. */
export const sameRows = (a: readonly SetRow[], b: readonly SetRow[]): boolean =>
  a.length === b.length && a.every((x, i) => sameRow(x, b[i]!));
