import { describe, expect, it } from 'vitest';
import { makeWorkout } from '../../testing/fixtures/training-log';
import { workoutTotals } from './totals';

describe('workoutTotals', () => {
  it('adds kg × reps of every set and measures start to finish', () => {
    // 8 × 60 + 8 × 62.5 + 7 × 62.5; the plank's seconds add nothing.
    expect(workoutTotals(makeWorkout())).toEqual({ duracion_s: 3_900, series: 5, volumen_kg: 1_417.5 });
  });

  it('has no duration while the session is in progress', () => {
    expect(workoutTotals(makeWorkout({ estado: 'en_curso', terminado_en: null })).duracion_s).toBeNull();
  });
});
