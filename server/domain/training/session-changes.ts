/**
 * The rules of changing a session while training (docs/PRODUCT.md §16): the dose and rest of an
 * exercise added to it, a new order of its exercises, and the routine a session is saved as.
 */
import type { SetMeasure, SetType } from '../../../src/lib/contract-training';
import type { ExerciseModel } from '../exercise-model';
import { rangeBottom } from './progression';

/** The name of a session started with no routine, when the user gives none. */
export const EMPTY_SESSION_NAME = 'Entrenamiento libre';
/** The most exercises a session holds. */
export const MAX_SESSION_EXERCISES = 60;
/** Rest after each set when nothing else says (seconds). */
export const DEFAULT_REST = 90;

export interface Dose {
  seriesObjetivo: number;
  /** The top of the range, or the single target (seconds or metres for those measures). */
  repeticionesObjetivo: number;
  repeticionesMin: number;
}

/**
 * The usual dose of an exercise added to a session, by how the exercise model doses it: jumps in
 * ground contacts 3 x 6-8, power lifts 3 x 3-5, holds 3 x 30 s, conditioning on a machine one
 * block of 5 minutes, other timed conditioning 3 x 30 s, carries and sprints 3 x 30 m, everything
 * else 3 x 8-10. Without a model, by its measure alone.
 */
export function addedDose(
  model: Pick<ExerciseModel, 'patron' | 'dosificacion' | 'equipo'> | undefined,
  medida: SetMeasure,
): Dose {
  const dose = (seriesObjetivo: number, top: number, bottom = top): Dose => ({
    seriesObjetivo,
    repeticionesObjetivo: top,
    repeticionesMin: bottom,
  });
  if (medida === 'distancia') return dose(3, 30);
  if (medida === 'tiempo') {
    if (model?.patron === 'cardio' && model.equipo.includes('cardio-maquina')) return dose(1, 300);
    return dose(3, 30);
  }
  if (model?.patron === 'pliometria' || model?.dosificacion === 'contactos') return dose(3, 8, 6);
  if (model?.patron === 'potencia') return dose(3, 5, 3);
  return dose(3, 10, rangeBottom(10));
}

/**
 * The targets of an added exercise: those asked for, else the usual dose. A single number of
 * repetitions stands for its range (10: 8-10), as a routine's does when a session starts;
 * seconds and metres stay one number. The bottom never passes the top.
 */
export function addedTargets(
  asked: { repeticiones_objetivo?: number; repeticiones_min?: number },
  dose: Dose,
  medida: SetMeasure,
): { repeticionesObjetivo: number; repeticionesMin: number } {
  const top = asked.repeticiones_objetivo ?? dose.repeticionesObjetivo;
  const single =
    asked.repeticiones_objetivo === undefined
      ? dose.repeticionesMin
      : medida === 'repeticiones'
        ? rangeBottom(top)
        : top;
  return { repeticionesObjetivo: top, repeticionesMin: Math.min(asked.repeticiones_min ?? single, top) };
}

/**
 * The rest an added exercise takes: the one asked for, else what the user last set for that
 * exercise, else the session's usual rest (the most common among its exercises, the longer on a
 * tie), else DEFAULT_REST.
 */
export function addedRest(
  given: number | undefined,
  remembered: number | null,
  sessionRests: readonly number[],
): number {
  if (given !== undefined) return given;
  if (remembered !== null) return remembered;
  return usualRest(sessionRests) ?? DEFAULT_REST;
}

/** The most common rest of a session's exercises (the longer on a tie), null when it has none. */
export function usualRest(rests: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const r of rests) counts.set(r, (counts.get(r) ?? 0) + 1);
  let best: number | null = null;
  for (const [rest, n] of counts) {
    const bestCount = best === null ? 0 : counts.get(best)!;
    if (n > bestCount || (n === bestCount && rest > best!)) best = rest;
  }
  return best;
}

/** Where an added exercise goes among `count` others: `orden` (1-based) kept within 1..count+1, default last. */
export const insertPosition = (orden: number | undefined, count: number): number =>
  Math.min(Math.max(orden ?? count + 1, 1), count + 1);

/** Whether `ids` holds every one of `current` exactly once (a new order of the same exercises). */
export function sameExercises(ids: readonly number[], current: readonly number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}

/** A session exercise with what it logged, as the routine it is saved as reads it. */
export interface DoneExercise {
  exerciseId: number;
  omitido: boolean;
  seriesObjetivo: number;
  repeticionesObjetivo: number;
  descanso: number;
  medida: SetMeasure;
  sets: readonly { tipo: SetType; medida: SetMeasure; repeticiones: number | null }[];
}

export interface RoutineItem {
  exerciseId: number;
  series: number;
  repeticiones: number;
  descanso: number;
}

/**
 * The exercises of the routine a session is saved as, in the session's order, the skipped ones
 * left out: as many sets as work sets were done (the planned ones when none was), and the top of
 * the target, or the most repetitions done in a work set when the exercise is measured in
 * repetitions.
 */
export function routineItems(list: readonly DoneExercise[]): RoutineItem[] {
  return list
    .filter((e) => !e.omitido)
    .map((e) => {
      const work = e.sets.filter((s) => s.tipo !== 'calentamiento');
      const reps = work.filter((s) => s.medida === 'repeticiones').map((s) => s.repeticiones ?? 0);
      const most = e.medida === 'repeticiones' && reps.length > 0 ? Math.max(...reps) : 0;
      return {
        exerciseId: e.exerciseId,
        series: Math.max(1, work.length > 0 ? work.length : e.seriesObjetivo),
        repeticiones: Math.max(1, most > 0 ? most : e.repeticionesObjetivo),
        descanso: e.descanso,
      };
    });
}
