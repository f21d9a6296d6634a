import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '../../lib/contract-training';
import { makeWorkout, prev } from '../../testing/handlers/workouts';
import { previousFor } from './previous-sets';

/** The squat whose last session was two warm-ups, then 10 × 80, 9 × 80 and 8 × 85, listed out of order. */
const squat = (): WorkoutExercise => ({
  ...makeWorkout().ejercicios[0]!,
  anterior: [
    prev(4, 9, 80),
    prev(1, 10, 20, 'calentamiento'),
    prev(3, 10, 80),
    prev(2, 5, 50, 'calentamiento'),
    prev(5, 8, 85),
  ],
});

const pick = (s: ReturnType<typeof previousFor>) => (s ? [s.repeticiones, s.kg] : null);

describe('previousFor: the "Anterior" of a set row', () => {
  it('faces work set n with last time’s nth work set, warm-ups apart', () => {
    const exercise = squat();
    expect([1, 2, 3].map((n) => pick(previousFor(exercise, { n, tipo: 'trabajo' })))).toEqual([
      [10, 80],
      [9, 80],
      [8, 85],
    ]);
  });

  it('counts drop and failure sets as work', () => {
    const exercise = { ...squat(), anterior: [prev(1, 10, 80, 'fallo'), prev(2, 12, 60, 'descendente')] };
    expect(pick(previousFor(exercise, { n: 2, tipo: 'fallo' }))).toEqual([12, 60]);
  });

  it('faces warm-up n with last time’s nth warm-up', () => {
    expect(pick(previousFor(squat(), { n: 2, tipo: 'calentamiento' }))).toEqual([5, 50]);
    expect(previousFor(squat(), { n: 3, tipo: 'calentamiento' })).toBeNull();
  });

  it('has nothing past last time’s sets, for a first time, or in another measure', () => {
    expect(previousFor(squat(), { n: 4, tipo: 'trabajo' })).toBeNull();
    expect(previousFor({ ...squat(), anterior: [] }, { n: 1, tipo: 'trabajo' })).toBeNull();
    expect(previousFor({ ...squat(), medida: 'tiempo' }, { n: 1, tipo: 'trabajo' })).toBeNull();
  });
});
