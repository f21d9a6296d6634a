/**
 * What the session screen shows: the server's session with the sets still in the local queue
 * merged over it (a queued set wins: it is newer), one row per set to do.
 *
 * Warm-ups are sets of their own type: listed first, counted apart ("C"), never a work set's
 * number, never in the sets done, never what prefills a work set. They share the exercise's `orden`
 * positions with the work sets (a set's position among all of them, as the server stores it): a
 * work set's number is its place among the positions no warm-up holds, so a session with no warm-up
 * numbers its sets exactly by `orden`, as before.
 */
import { isPendingSet, type PendingEntry, type PendingStatus } from '../../entities/workouts/set-queue';
import type {
  PreviousSet,
  SetMeasure,
  SetType,
  Workout,
  WorkoutExercise,
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
}

/** The exercise's done sets (warm-ups too): the server's, with the queued ones over them, by position. */
export function doneSets(exercise: WorkoutExercise, queued: readonly PendingEntry[]): DoneSet[] {
  const byId = new Map<string, DoneSet>();
  for (const s of exercise.series) {
    byId.set(s.id, { setId: s.id, orden: s.orden, tipo: s.tipo ?? 'trabajo', status: 'saved', values: pick(s) });
  }
  for (const e of queued) {
    if (!isPendingSet(e) || e.set.ejercicio_sesion_id !== exercise.id) continue;
    const tipo = e.set.tipo ?? 'trabajo';
    byId.set(e.id, { setId: e.id, orden: e.set.orden, tipo, status: e.status, values: fromInput(e.set) });
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
  /** Sets in the local queue not yet stored by the server. */
  unsent: number;
}

/** Work sets done against planned (skipped exercises plan nothing), and what is still unsent. */
export function sessionProgress(workout: Workout, queued: readonly PendingEntry[]): SessionProgress {
  const mine = queued.filter((e) => e.workoutId === workout.id && isPendingSet(e));
  let done = 0;
  let planned = 0;
  for (const exercise of workout.ejercicios) {
    done += doneSets(exercise, mine).filter((d) => !isWarmup(d)).length;
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
