import type { SetMeasure } from '../../../src/lib/contract-training';

/** The catalogue fields that decide how an exercise is measured. */
export interface MeasuredExercise {
  tipo: string;
  fuerza: string;
  /** The catalogue's own measure (server/db/seed/dose.ts), when the caller has it. */
  medida?: string | null;
}

const MEASURES: readonly string[] = ['repeticiones', 'tiempo', 'distancia'];

/** Catalogue types done for a time: cardio intervals and stretches. */
const TIMED_TYPES = new Set(['Cardio', 'Estiramiento']);

/**
 * The measure new sets of a session exercise take by default (docs/PRODUCT.md §16): the
 * catalogue's own `medida` (the one the exercise model's dosing is checked against: jumps counted
 * in contacts, carries and sprints in metres); without it, seconds for cardio, stretches and
 * isometric holds (catalogue `fuerza` 'estatico': planks, wall sits, hangs), repetitions for
 * everything else. A set may still say any measure on its own.
 */
export function defaultMeasure(exercise: MeasuredExercise): SetMeasure {
  if (exercise.medida && MEASURES.includes(exercise.medida)) return exercise.medida as SetMeasure;
  if (TIMED_TYPES.has(exercise.tipo) || exercise.fuerza === 'estatico') return 'tiempo';
  return 'repeticiones';
}
