import { describe, expect, it } from 'vitest';
import { modelOf } from '../exercise-model';
import {
  addedDose,
  addedRest,
  addedTargets,
  DEFAULT_REST,
  insertPosition,
  routineItems,
  sameExercises,
  usualRest,
  type DoneExercise,
} from './session-changes';

describe('addedDose', () => {
  it('3 x 8-10 for a lift, by contacts for jumps, seconds for holds, metres for carries', () => {
    expect(addedDose(modelOf(1), 'repeticiones')).toEqual({
      seriesObjetivo: 3,
      repeticionesObjetivo: 10,
      repeticionesMin: 8,
    });
    expect(addedDose(modelOf(33), 'repeticiones')).toEqual({
      seriesObjetivo: 3,
      repeticionesObjetivo: 8,
      repeticionesMin: 6,
    });
    expect(addedDose(modelOf(11), 'tiempo')).toEqual({
      seriesObjetivo: 3,
      repeticionesObjetivo: 30,
      repeticionesMin: 30,
    });
    expect(addedDose(undefined, 'distancia')).toEqual({
      seriesObjetivo: 3,
      repeticionesObjetivo: 30,
      repeticionesMin: 30,
    });
    expect(addedDose(undefined, 'repeticiones').repeticionesObjetivo).toBe(10);
  });
});

describe('addedTargets', () => {
  const dose = addedDose(undefined, 'repeticiones');
  it('the usual dose, or what is asked: one number of repetitions stands for its range, seconds stay one', () => {
    expect(addedTargets({}, dose, 'repeticiones')).toEqual({ repeticionesObjetivo: 10, repeticionesMin: 8 });
    expect(addedTargets({ repeticiones_objetivo: 12 }, dose, 'repeticiones')).toEqual({
      repeticionesObjetivo: 12,
      repeticionesMin: 10,
    });
    expect(addedTargets({ repeticiones_objetivo: 45 }, dose, 'tiempo')).toEqual({
      repeticionesObjetivo: 45,
      repeticionesMin: 45,
    });
    expect(addedTargets({ repeticiones_objetivo: 6, repeticiones_min: 9 }, dose, 'repeticiones').repeticionesMin).toBe(
      6,
    );
  });
});

describe('addedRest', () => {
  it('the rest asked for, else the remembered one, else the usual one of the session, else 90 s', () => {
    expect(addedRest(45, 120, [60])).toBe(45);
    expect(addedRest(undefined, 120, [60])).toBe(120);
    expect(addedRest(undefined, null, [60, 90, 60])).toBe(60);
    expect(addedRest(undefined, null, [])).toBe(DEFAULT_REST);
  });

  it('the usual rest is the most common, the longer on a tie', () => {
    expect(usualRest([60, 120])).toBe(120);
    expect(usualRest([90, 60, 60, 120])).toBe(60);
    expect(usualRest([])).toBeNull();
  });
});

describe('insertPosition and sameExercises', () => {
  it('puts an added exercise within 1..n+1, last by default', () => {
    expect(insertPosition(undefined, 3)).toBe(4);
    expect(insertPosition(1, 3)).toBe(1);
    expect(insertPosition(60, 3)).toBe(4);
  });

  it('accepts a new order only of exactly the same exercises', () => {
    expect(sameExercises([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(sameExercises([1, 2], [1, 2, 3])).toBe(false);
    expect(sameExercises([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(sameExercises([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});

describe('routineItems', () => {
  const done = (more: Partial<DoneExercise>): DoneExercise => ({
    exerciseId: 1,
    omitido: false,
    seriesObjetivo: 3,
    repeticionesObjetivo: 10,
    descanso: 90,
    medida: 'repeticiones',
    sets: [],
    ...more,
  });

  it('leaves skipped exercises out and keeps the order', () => {
    const items = routineItems([
      done({ exerciseId: 5 }),
      done({ exerciseId: 6, omitido: true }),
      done({ exerciseId: 7 }),
    ]);
    expect(items.map((i) => i.exerciseId)).toEqual([5, 7]);
  });

  it('as many sets as work sets done (warm-ups not), the most repetitions done', () => {
    const [item] = routineItems([
      done({
        sets: [
          { tipo: 'calentamiento', medida: 'repeticiones', repeticiones: 15 },
          { tipo: 'trabajo', medida: 'repeticiones', repeticiones: 8 },
          { tipo: 'fallo', medida: 'repeticiones', repeticiones: 12 },
        ],
      }),
    ]);
    expect(item).toEqual({ exerciseId: 1, series: 2, repeticiones: 12, descanso: 90 });
  });

  it('the plan when nothing was done; the target for seconds', () => {
    expect(routineItems([done({ seriesObjetivo: 4 })])[0]).toMatchObject({ series: 4, repeticiones: 10 });
    const [plank] = routineItems([
      done({
        medida: 'tiempo',
        repeticionesObjetivo: 45,
        sets: [{ tipo: 'trabajo', medida: 'tiempo', repeticiones: null }],
      }),
    ]);
    expect(plank).toMatchObject({ series: 1, repeticiones: 45 });
  });
});
