import type { SetValues } from '../features/workouts/session-model';

/** A set by repetitions, for the set rows' stories and tests: 10 reps at 60 kg (RIR when given). */
export const repsValues = (repeticiones: number | null, kg: number | null, rir: number | null = null): SetValues => ({
  medida: 'repeticiones',
  repeticiones,
  kg,
  segundos: null,
  metros: null,
  rir,
});
