import type { SetMeasure } from '../../../src/lib/contract-training';

/** The catalogue fields that decide how an exercise is measured. */
export interface MeasuredExercise {
  tipo: string;
  fuerza: string;
}

/** Catalogue types done for a time: cardio intervals and stretches. */
const TIMED_TYPES = new Set(['Cardio', 'Estiramiento']);

/**
 * The measure new sets of a session exercise take by default (docs/PRODUCT.md §16): seconds for
 * cardio, stretches and isometric holds (catalogue `fuerza` 'estatico': planks, wall sits, hangs),
 * repetitions for everything else. The catalogue has no distance exercise yet; a set may still
 * say 'distancia' (or any measure) on its own.
 */
export function defaultMeasure(exercise: MeasuredExercise): SetMeasure {
  if (TIMED_TYPES.has(exercise.tipo) || exercise.fuerza === 'estatico') return 'tiempo';
  return 'repeticiones';
}
