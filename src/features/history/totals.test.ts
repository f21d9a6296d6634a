import { describe, expect, it } from 'vitest';
import { makeSet, makeWorkout, workoutWithWarmups } from '../../testing/fixtures/training-log';
import { workoutTotals } from './totals';

describe('workoutTotals', () => {
  it('adds kg × reps of every set and measures start to finish', () => {
    // 8 × 60 + 8 × 62.5 + 7 × 62.5; the plank's seconds add nothing.
    expect(workoutTotals(makeWorkout())).toEqual({
      duracion_s: 3_900,
      series: 5,
      volumen_kg: 1_417.5,
      calentamiento: 0,
    });
  });

  it('leaves warm-ups out of the sets and the volume, as the server does', () => {
    // The bar × 10 and 40 kg × 5 add neither a set nor their 400 kg.
    expect(workoutTotals(workoutWithWarmups())).toEqual({
      duracion_s: 3_900,
      series: 5,
      volumen_kg: 1_417.5,
      calentamiento: 2,
    });
  });

  it('counts drop sets and sets to failure as work', () => {
    const workout = makeWorkout();
    workout.ejercicios[0]!.series.push(
      makeSet({ orden: 4, repeticiones: 10, kg: 40, tipo: 'descendente' }),
      makeSet({ orden: 5, repeticiones: 6, kg: 62.5, tipo: 'fallo' }),
    );
    expect(workoutTotals(workout)).toMatchObject({ series: 7, volumen_kg: 1_417.5 + 400 + 375, calentamiento: 0 });
  });

  it('has no duration while the session is in progress', () => {
    expect(workoutTotals(makeWorkout({ estado: 'en_curso', terminado_en: null })).duracion_s).toBeNull();
  });
});
