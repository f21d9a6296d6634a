import { describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineExercise } from '../../lib/contract';
import { progressionFixture } from '../../testing/fixtures/plans';
import { exerciseWeekTarget, sessionPlan } from './session-plan';

const ex = (id_ejercicio_catalogo: number, orden: number, series: number, repeticiones: number) =>
  ({ id: orden, id_ejercicio_catalogo, orden, series, repeticiones }) as UserRoutineExercise;

const routine = (rutina_id: number, semana_actual: number | null | 'none') =>
  ({
    rutina_id,
    ejercicios: [ex(108, 1, 3, 8), ex(1, 2, 2, 10), ex(108, 3, 2, 5)],
    plan:
      semana_actual === 'none'
        ? null
        : { plan_id: 9, nombre: 'P', semanas: 6, semana_actual, progresion: progressionFixture },
  }) as UserRoutine;

describe('sessionPlan', () => {
  const routines = [routine(1, 3), routine(2, 'none'), routine(3, null), routine(4, 6)];

  it('finds the current week of the session routine', () => {
    const plan = sessionPlan(routines, 1);
    expect(plan?.week).toMatchObject({ semana: 3, rir: 2, descarga: false });
    expect(plan?.weeks).toBe(6);
    expect(sessionPlan(routines, 4)?.week).toMatchObject({ semana: 6, rir: 4, descarga: true });
  });

  it('is null without a routine, outside a programme, outside the block or before the list loads', () => {
    expect(sessionPlan(routines, null)).toBeNull();
    expect(sessionPlan(routines, 99)).toBeNull();
    expect(sessionPlan(routines, 2)).toBeNull();
    expect(sessionPlan(routines, 3)).toBeNull();
    expect(sessionPlan(undefined, 1)).toBeNull();
    const noSuchWeek = { ...routine(5, 9) };
    expect(sessionPlan([noSuchWeek], 5)).toBeNull();
  });
});

describe('exerciseWeekTarget', () => {
  const week3 = sessionPlan([routine(1, 3)], 1)!;
  const deload = sessionPlan([routine(1, 6)], 1)!;

  it('applies the week to the routine exercise with the same catalogue id', () => {
    expect(exerciseWeekTarget(week3, { id_ejercicio_catalogo: 1, orden: 2 })).toMatchObject({
      series: 3,
      repeticiones_min: 10,
      repeticiones_max: 10,
      rir: 2,
    });
    expect(exerciseWeekTarget(deload, { id_ejercicio_catalogo: 1, orden: 2 })).toMatchObject({
      series: 1,
      descarga: true,
    });
  });

  it('prefers the repeat at the same position, else the first', () => {
    expect(exerciseWeekTarget(week3, { id_ejercicio_catalogo: 108, orden: 3 })?.series).toBe(3);
    expect(exerciseWeekTarget(week3, { id_ejercicio_catalogo: 108, orden: 1 })?.series).toBe(4);
    expect(exerciseWeekTarget(week3, { id_ejercicio_catalogo: 108, orden: 7 })?.series).toBe(4);
  });

  it('is null when no routine exercise matches', () => {
    expect(exerciseWeekTarget(week3, { id_ejercicio_catalogo: 555, orden: 1 })).toBeNull();
  });
});
